// i18n-pending — words still written here, not yet from the catalogs
import { Avatar } from '@mantine/core';
import { ImageFileField, type ImageFileFieldProps } from '../../components/image-file-field';
import { PHOTO_TYPES, photoProblem } from './profile-draft';

/** The profile photo (png, jpeg, jpg), previewed as the avatar the header shows. */
export function PhotoField(props: ImageFileFieldProps & { name: string }) {
  const { name, ...field } = props;
  return (
    <ImageFileField
      {...field}
      label="Photo"
      noun="photo"
      accept={[...PHOTO_TYPES, '.png', '.jpg', '.jpeg'].join(',')}
      hint="PNG or JPEG, up to 5 MB."
      check={photoProblem}
      preview={
        <Avatar
          src={props.value}
          // For the initials shown while there is no photo.
          name={name || undefined}
          color="initials"
          size={72}
          radius="xl"
          alt={props.value ? 'Profile photo preview' : undefined}
        />
      }
    />
  );
}
