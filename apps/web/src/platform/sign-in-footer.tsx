import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlatformInfo } from './platform-info';
import { type FooterLink, footerLinksOf } from './platform-links';

/** Another site opens in a new tab; the platform's own installers download rather than open. */
const linkProps = (l: FooterLink) => {
  if (l.external) return { target: '_blank', rel: 'noopener noreferrer' };
  return l.href.startsWith('/') ? { download: '' } : {};
};

function Links({ title, links }: { title?: string; links: FooterLink[] }) {
  const { t } = useTranslation('common');
  if (!links.length) return null;
  return (
    <Group gap="xs" justify="center" wrap="wrap">
      {title ? (
        <Text span size="xs" c="dimmed">
          {title}
        </Text>
      ) : null}
      {links.map((l) => (
        <Anchor key={l.href} href={l.href} size="xs" {...linkProps(l)}>
          {t(l.label)}
        </Anchor>
      ))}
    </Group>
  );
}

/** Support contacts, app downloads and legal pages from Platform Settings, under the sign-in. */
export function SignInFooter() {
  const { t } = useTranslation('common');
  const { data } = usePlatformInfo();
  if (!data) return null;
  const { support, apps, legal } = footerLinksOf(data);
  if (!support.length && !apps.length && !legal.length) return null;
  return (
    <Stack component="footer" gap={6} align="center" ta="center" maw={440} w="100%">
      <Links title={t('Support:')} links={support} />
      <Links title={t('Get the app:')} links={apps} />
      <Links links={legal} />
    </Stack>
  );
}
