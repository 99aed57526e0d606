import { ActionIcon, Button, FileButton, Group, Input, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_IMAGES } from '@lantau/domain';
import { ImageIcon } from '../../icons';

interface FeedbackImagesFieldProps {
  images: File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}

export function FeedbackImagesField({ images, onAdd, onRemove }: FeedbackImagesFieldProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t('feedback.images')} description={t('feedback.imagesHint')} id="feedback-images">
      <Group mt={4}>
        <FileButton onChange={onAdd} accept="image/*" multiple>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<ImageIcon />}
              disabled={images.length >= FEEDBACK_MAX_IMAGES}
              aria-describedby="feedback-images-description"
            >
              {t('feedback.addImages')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('feedback.imageCount', { count: images.length, max: FEEDBACK_MAX_IMAGES })}
        </Text>
      </Group>
      {images.length > 0 && (
        <List mt="xs" spacing={4} listStyleType="none">
          {images.map((image, index) => (
            <List.Item key={`${image.name}-${index}`}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {image.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('feedback.removeImage', { name: image.name })}
                  onClick={() => onRemove(index)}
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Input.Wrapper>
  );
}
