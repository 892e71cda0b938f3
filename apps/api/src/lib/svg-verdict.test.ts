import { describe, expect, it } from 'vitest';
import { svgVerdict } from './svg-verdict.js';

const verdict = (svg: string) => svgVerdict(Buffer.from(svg));
const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
/** An SVG root around `body`, with the SVG and XLink namespaces declared. */
const svg = (body: string, attributes = '') =>
  `<svg ${NS} ${XLINK}${attributes ? ` ${attributes}` : ''}>${body}</svg>`;
const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const hostile: [string, string][] = [
  // The two the fuzz found.
  [
    'script element with a prefix bound to SVG',
    svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'),
  ],
  [
    'decimal reference in a javascript: link',
    svg('<a xlink:href="&#106;avascript:alert(1)"><text>x</text></a>'),
  ],
  // Elements that run or embed something, however spelled.
  ['plain script', svg('<script>alert(1)</script>')],
  ['upper-case script', svg('<SCRIPT>alert(1)</SCRIPT>')],
  ['mixed-case script', svg('<Script>alert(1)</Script>')],
  [
    'XHTML script under a prefix',
    svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
  ],
  [
    'script under a prefix of an unknown namespace',
    svg('<z:script xmlns:z="urn:x">alert(1)</z:script>'),
  ],
  [
    'foreignObject with HTML',
    svg(
      '<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>',
    ),
  ],
  ['iframe', svg('<iframe src="https://evil.test/"/>')],
  ['embed', svg('<embed src="https://evil.test/x.swf"/>')],
  ['object', svg('<object data="https://evil.test/x.html"/>')],
  [
    'XML Events handler',
    svg('<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler>'),
  ],
  ['an HTML element', svg('<img src="x" onerror="alert(1)"/>')],
  ['HTML namespace declared at all', svg('<g xmlns:h="http://www.w3.org/1999/xhtml"/>')],
  ['default namespace switched to XHTML', svg('<p xmlns="http://www.w3.org/1999/xhtml">hi</p>')],
  // Script URLs, however encoded.
  ['hex reference', svg('<a xlink:href="&#x6A;avascript:alert(1)"><text>x</text></a>')],
  ['leading zeros', svg('<a href="&#0000106;avascript:alert(1)"><text>x</text></a>')],
  ['reference without its semicolon', svg('<a href="&#106avascript:alert(1)"><text>x</text></a>')],
  ['tab inside the scheme', svg('<a href="java\tscript:alert(1)"><text>x</text></a>')],
  [
    'tab reference inside the scheme',
    svg('<a href="jav&#x09;ascript:alert(1)"><text>x</text></a>'),
  ],
  ['CR reference inside the scheme', svg('<a href="java&#13;script:alert(1)"><text>x</text></a>')],
  ['leading spaces', svg('<a href="   javascript:alert(1)"><text>x</text></a>')],
  ['upper-case scheme', svg('<a href="JAVASCRIPT:alert(1)"><text>x</text></a>')],
  ['plain href javascript:', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
  ['xlink:href javascript: on use', svg('<use xlink:href="javascript:alert(1)"/>')],
  ['vbscript:', svg('<a href="vbscript:msgbox(1)"><text>x</text></a>')],
  ['data:text/html link', svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>')],
  ['data:text/html image', svg('<image href="data:text/html;base64,PHNjcmlwdD4="/>')],
  [
    'SVG inside an image data URL',
    svg('<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>'),
  ],
  ['external use', svg('<use href="https://evil.test/x.svg#a"/>')],
  ['external image', svg('<image href="https://evil.test/track.png" width="1" height="1"/>')],
  ['relative image', svg('<image xlink:href="logo.png" width="1" height="1"/>')],
  ['external feImage', svg('<filter id="f"><feImage href="https://evil.test/x.png"/></filter>')],
  [
    'xml:base moving a fragment elsewhere',
    svg('<use href="#a" xml:base="https://evil.test/x.svg"/>'),
  ],
  // Event handlers.
  ['onload on the root', `<svg ${NS} onload="alert(1)"/>`],
  ['upper-case handler', svg('<rect ONCLICK="alert(1)"/>')],
  ['handler with a prefix', svg('<rect x:onload="alert(1)"/>', 'xmlns:x="urn:x"')],
  ['handler in single quotes', svg("<rect onmouseover='alert(1)'/>")],
  // Animations that write links or handlers.
  ['set href to javascript:', svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>')],
  ['set href elsewhere', svg('<a><set attributeName="href" to="https://evil.test/"/></a>')],
  [
    'animate xlink:href',
    svg('<a><animate attributeName="xlink:href" values="#a;https://evil.test/"/></a>'),
  ],
  ['animate onbegin', svg('<animate attributeName="onbegin" values="alert(1)"/>')],
  [
    'set an attribute name spelled with a reference',
    svg('<a><set attributeName="&#104;ref" to="#x"/></a>'),
  ],
  [
    'animated fill to an external URL',
    svg('<rect><animate attributeName="fill" to="url(https://evil.test/#p)"/></rect>'),
  ],
  // Document-level tricks.
  [
    'entity declaration',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]>${svg('&x;')}`,
  ],
  ['empty internal subset', `<!DOCTYPE svg []>${svg('')}`],
  ['two DOCTYPEs', `<!DOCTYPE svg><!DOCTYPE svg>${svg('')}`],
  ['undefined entity', svg('<text>&nbsp;</text>')],
  [
    'xml-stylesheet instruction',
    `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="data:text/xml,x"?>${svg('')}`,
  ],
  ['instruction inside the document', svg('<?php echo 1; ?>')],
  [
    'declaration hiding markup from an HTML parser',
    `<?xml version="1.0" x="><img src=x onerror=alert(1)>"?>${svg('')}`,
  ],
  ['ISO-2022-JP declared', `<?xml version="1.0" encoding="ISO-2022-JP"?>${svg('')}`],
  ['CDATA with script outside style', svg('<text><![CDATA[<script>alert(1)</script>]]></text>')],
  [
    'CDATA with markup inside style',
    svg('<style><![CDATA[</style><img src=x onerror=alert(1)>]]></style>'),
  ],
  ['comment an HTML parser ends at once', svg('<!--><script>alert(1)</script>-->')],
  ['comment an HTML parser ends at --!>', svg('<!-- --!><script>alert(1)</script> -->')],
  [
    'attribute value an HTML parser reads as markup',
    svg('<desc><style><a title="</style><img src=x onerror=alert(1)>"/></style></desc>'),
  ],
  ['element inside desc', svg('<desc><b>x</b></desc>')],
  ['unquoted attribute', '<svg/onload=alert(1)>'],
  ['duplicate attribute', svg('<a href="#a" href="javascript:alert(1)"/>')],
  ['unbound prefix', svg('<q:rect/>')],
  [
    'markup inside an attribute value',
    svg('<text id="</text><img src=x onerror=alert(1)>">x</text>'),
  ],
  [
    'zero-width space inside the scheme',
    svg('<a href="java&#x200B;script:alert(1)"><text>x</text></a>'),
  ],
  ['NUL byte', svg('<text>\u0000</text>')],
  ['unclosed root', `<svg ${NS}><rect/>`],
  ['second root', `${svg('')}<svg ${NS}/>`],
  // Style sheets.
  ['@import', svg('<style>@import url(https://evil.test/x.css);</style>')],
  ['@import without url()', svg('<style>@import "https://evil.test/x.css";</style>')],
  ['escaped @import', svg('<style>@\\69mport "x.css";</style>')],
  ['expression()', svg('<style>rect{width:expression(alert(1))}</style>')],
  ['javascript: in style url()', svg('<style>rect{fill:url(javascript:alert(1))}</style>')],
  ['external font', svg('<style>@font-face{src:url(https://evil.test/f.woff)}</style>')],
  ['-moz-binding', svg('<style>svg{-moz-binding:url(#x)}</style>')],
  [
    'a comment splitting @import',
    svg('<style>@im<!-- x -->port url(https://evil.test/x.css);</style>'),
  ],
  ['style attribute with url(javascript:)', svg('<rect style="fill:url(javascript:alert(1))"/>')],
  ['style attribute with expression()', svg('<rect style="width:expression(alert(1))"/>')],
  ['style attribute with an escape', svg('<rect style="fill:url(java\\73 cript:alert(1))"/>')],
  [
    'presentation attribute with an external url()',
    svg('<rect fill="url(https://evil.test/#p)"/>'),
  ],
];

/** An Inkscape file as saved (plain SVG would drop the sodipodi/inkscape parts). */
const INKSCAPE = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->

<svg
   width="210mm"
   height="297mm"
   viewBox="0 0 210 297"
   version="1.1"
   id="svg5"
   inkscape:version="1.1.2 (0a00cf5339, 2022-02-04)"
   sodipodi:docname="bakery-logo.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview
     id="namedview7"
     pagecolor="#ffffff"
     bordercolor="#666666"
     borderopacity="1.0"
     inkscape:pageshadow="2"
     inkscape:pageopacity="0.0"
     inkscape:document-units="mm"
     showgrid="false"
     inkscape:zoom="0.64"
     inkscape:current-layer="layer1" />
  <defs
     id="defs2">
    <linearGradient
       inkscape:collect="always"
       id="linearGradient1">
      <stop
         style="stop-color:#c0392b;stop-opacity:1"
         offset="0"
         id="stop1" />
      <stop
         style="stop-color:#f39c12;stop-opacity:1"
         offset="1"
         id="stop2" />
    </linearGradient>
    <linearGradient
       inkscape:collect="always"
       xlink:href="#linearGradient1"
       id="linearGradient2"
       x1="10"
       y1="10"
       x2="100"
       y2="100"
       gradientUnits="userSpaceOnUse" />
  </defs>
  <metadata
     id="metadata5">
    <rdf:RDF>
      <cc:Work
         rdf:about="">
        <dc:format>image/svg+xml</dc:format>
        <dc:type
           rdf:resource="http://purl.org/dc/dcmitype/StillImage" />
        <dc:title>Corner Bakery &amp; Sons</dc:title>
        <cc:license
           rdf:resource="http://creativecommons.org/licenses/by-sa/4.0/" />
      </cc:Work>
    </rdf:RDF>
  </metadata>
  <g
     inkscape:label="Layer 1"
     inkscape:groupmode="layer"
     id="layer1">
    <path
       style="fill:url(#linearGradient2);fill-opacity:1;stroke:none"
       d="M 10,10 H 100 V 100 H 10 Z"
       id="path1"
       sodipodi:nodetypes="ccccc" />
    <text
       xml:space="preserve"
       style="font-size:10.5833px;font-family:'DejaVu Sans';fill:#000000"
       x="20"
       y="120"
       id="text1"><tspan
         sodipodi:role="line"
         id="tspan1"
         x="20"
         y="120">Corner Bakery</tspan></text>
  </g>
</svg>
`;

/** Illustrator's classic export: a public DOCTYPE, a style sheet, an embedded bitmap. */
const ILLUSTRATOR = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 24.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" id="Layer_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
\t viewBox="0 0 100 100" style="enable-background:new 0 0 100 100;" xml:space="preserve">
<style type="text/css">
\t.st0{fill:#E30613;}
\t.st1{font-family:'Helvetica';}
</style>
<image style="overflow:visible;" width="1" height="1" xlink:href="${PNG_DATA.slice(0, 40)}
${PNG_DATA.slice(40)}" transform="matrix(1 0 0 1 5 5)">
</image>
<path class="st0" d="M10,10h80v80H10V10z"/>
<text transform="matrix(1 0 0 1 20 60)" class="st1">ACME</text>
</svg>
`;

const benign: [string, string][] = [
  [
    'a plain logo',
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0a0"/></svg>',
  ],
  ['a root without a namespace or declaration', '<svg viewBox="0 0 1 1"><circle r="1"/></svg>'],
  ['an Inkscape file with its namespaces and metadata', INKSCAPE],
  ['an Illustrator file with a DOCTYPE, style sheet and embedded PNG', ILLUSTRATOR],
  [
    'gradients referenced by fragment',
    svg(
      '<defs><linearGradient id="grad"><stop offset="0" stop-color="red"/></linearGradient><radialGradient id="g2" xlink:href="#grad"/></defs><rect fill="url(#g2)" style="stroke:url( \'#grad\' )" width="5" height="5"/>',
    ),
  ],
  [
    'a style sheet of plain CSS, in CDATA',
    svg(
      '<style type="text/css"><![CDATA[ .a > .b { fill: #123; } @media (max-width: 10px) { .a { opacity: .5 } } /* note */ ]]></style><g class="a"><rect class="b"/></g>',
    ),
  ],
  [
    'an embedded font',
    svg('<style>@font-face{font-family:L;src:url(data:font/woff2;base64,d09GMgAB)}</style>'),
  ],
  [
    'visible text that mentions javascript:',
    svg('<text x="0" y="10">Learn javascript: it&apos;s &lt;fun&gt; &#169; 2024</text>'),
  ],
  [
    'use, clipPath, mask, filter and symbols by fragment',
    svg(
      '<defs><symbol id="s"><circle r="2"/></symbol><clipPath id="c"><rect width="3" height="3"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs><use href="#s" clip-path="url(#c)" filter="url(#f)"/><use xlink:href="#s" x="5"/>',
    ),
  ],
  [
    'an animation of opacity',
    svg(
      '<circle r="3"><animate attributeName="opacity" values="0;1" dur="1s" repeatCount="indefinite"/></circle>',
    ),
  ],
  ['a link to a fragment', svg('<a href="#top"><text>top</text></a>')],
  [
    'title and description',
    svg('<title>Corner Bakery</title><desc>Logo, &quot;red&quot; version</desc>'),
  ],
  ['a byte-order mark', `\uFEFF${svg('<rect/>')}`],
];

describe('svgVerdict', () => {
  it.each(hostile)('refuses %s', (_, text) => {
    expect(verdict(text)).toBe('unsafe');
  });

  it.each(benign)('accepts %s', (_, text) => {
    expect(verdict(text)).toBe('svg');
  });

  it('answers null for what is not an SVG document', () => {
    expect(verdict('<html><body><svg/></body></html>')).toBeNull();
    expect(verdict('hello')).toBeNull();
    expect(verdict('<svgfoo/>')).toBeNull();
    expect(svgVerdict(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('reads a large file in linear time, however it is nested or commented', () => {
    const deep = `<svg ${NS} xmlns:x="urn:x">${'<g>'.repeat(100_000)}${'<x:a x:b="1"/>'.repeat(50_000)}${'</g>'.repeat(100_000)}</svg>`;
    const started = performance.now();
    expect(verdict(deep)).toBe('svg');
    expect(verdict(`<svg ${NS}><style>${'/*'.repeat(200_000)}</style></svg>`)).toBe('svg');
    expect(verdict(`<!--${'<!--'.repeat(200_000)}`)).toBe(null);
    expect(verdict(svg(`<style>${'a{fill:url(#g)}'.repeat(100_000)}</style>`))).toBe('svg');
    expect(verdict(`${'<!DOCTYPE svg>'.repeat(200_000)}<svg/>`)).toBe('unsafe');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
