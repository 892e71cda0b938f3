import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageFileField, type ImageFileFieldProps } from '../../components/image-file-field';
import { PHOTO_TYPES, photoProblem } from './profile-draft';

/** The profile photo (png, jpeg, jpg), previewed as the avatar the header shows. */
export function PhotoField(props: ImageFileFieldProps & { name: string }) {
  const { t } = useTranslation('profile');
  const { name, ...field } = props;
  return (
    <ImageFileField
      {...field}
      label={t('Photo')}
      noun={t('photo')}
      accept={[...PHOTO_TYPES, '.png', '.jpg', '.jpeg'].join(',')}
      hint={t('PNG or JPEG, up to 5 MB.')}
      check={photoProblem}
      preview={
        <Avatar
          src={props.value}
          // For the initials shown while there is no photo.
          name={name || undefined}
          color="initials"
          size={72}
          radius="xl"
          alt={props.value ? t('Profile photo preview') : undefined}
        />
      }
    />
  );
}
