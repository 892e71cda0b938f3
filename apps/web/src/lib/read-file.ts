import { i18n } from './i18n';

/** A picked file as inline data (`data:<type>;base64,…`), the form the API takes images in. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () =>
      reject(
        reader.error ??
          new Error(i18n.t('Could not read {{name}}.', { ns: 'common', name: file.name })),
      );
    reader.readAsDataURL(file);
  });
}
