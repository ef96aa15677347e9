import { forwardRef, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Hint, LabelRow, RequiredMarker } from '../shared/field.styles';
import { hasContent, joinIds } from '../shared/fieldParts';
import { checkFiles, defaultMaxFiles, defaultMaxFileSize, fileUploadTypes, type FileIssue } from './fileChecks';
import {
  Count,
  DropZone,
  ErrorList,
  FileName,
  Rules,
  Thumb,
  ThumbImage,
  ThumbList,
  UploadRoot,
} from './FileUpload.styles';
import type { FileUploadProps } from './FileUpload.types';

/**
 * Picks or takes dropped PNG and JPEG images (checked by MIME type and by their first bytes), at most
 * `maxFiles` of at most `maxSize` bytes each, with thumbnails, remove buttons and localized errors that name
 * the file and the rule. A real button opens the file dialog; dropping is an extra.
 */
export const FileUpload = forwardRef<HTMLDivElement, FileUploadProps>(function FileUpload(
  {
    label,
    hint,
    value,
    defaultValue,
    onChange,
    maxFiles = defaultMaxFiles,
    maxSize = defaultMaxFileSize,
    disabled = false,
    required = false,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [ownFiles, setOwnFiles] = useState<readonly File[]>(defaultValue ?? []);
  const files = value ?? ownFiles;
  const [issues, setIssues] = useState<FileIssue[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const [urls, setUrls] = useState<string[]>([]);

  // One object URL per shown file, revoked when the list changes (a file removed) and on unmount.
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);

  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(maxSize / (1024 * 1024));

  const commit = (next: File[]) => {
    if (value === undefined) setOwnFiles(next);
    onChange?.(next);
  };

  const add = async (picked: readonly File[]) => {
    if (disabled || picked.length === 0) return;
    const { accepted, issues: found } = await checkFiles(picked, { existing: files.length, maxFiles, maxSize });
    setIssues(found);
    if (accepted.length > 0) commit([...files, ...accepted]);
  };

  const remove = (index: number) => {
    commit(files.filter((_, i) => i !== index));
    setIssues([]);
    buttonRef.current?.focus();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    void add(Array.from(event.dataTransfer.files));
  };

  const labelId = `${id}-label`;
  const rulesId = `${id}-rules`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <UploadRoot ref={ref} role="group" aria-labelledby={labelId} data-component="FileUpload" {...rest}>
      <LabelRow as="span" id={labelId} data-part="Label">
        {label}
        {required ? (
          <RequiredMarker data-part="RequiredMarker">
            <VisuallyHidden>{t('textField.required')}</VisuallyHidden>
          </RequiredMarker>
        ) : null}
      </LabelRow>
      <DropZone
        data-part="DropZone"
        data-dragging={isDragging ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        data-invalid={issues.length > 0 ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        <Button
          ref={buttonRef}
          type="button"
          variant="outline"
          startIcon={<Icon name="plus" />}
          disabled={disabled}
          aria-describedby={joinIds(rulesId, hasContent(hint) && hintId, issues.length > 0 && errorId)}
          onClick={() => inputRef.current?.click()}
          data-part="ChooseButton"
        >
          {t('fileUpload.choose')}
        </Button>
        <Rules data-part="DropHint" aria-hidden="true">
          {t('fileUpload.dropHint')}
        </Rules>
        <Rules id={rulesId} data-part="Rules">
          {t('fileUpload.rules', { max: maxFiles, size })}
        </Rules>
      </DropZone>
      <input
        ref={inputRef}
        type="file"
        accept={fileUploadTypes.join(',')}
        multiple
        hidden
        disabled={disabled}
        data-part="Input"
        onChange={(event) => {
          const input = event.currentTarget;
          const picked = Array.from(input.files ?? []);
          // Cleared, so choosing the same file again after removing it fires a change.
          input.value = '';
          void add(picked);
        }}
      />
      {hasContent(hint) ? (
        <Hint id={hintId} data-part="Hint">
          {hint}
        </Hint>
      ) : null}
      <ErrorList id={errorId} data-part="Errors" aria-live="polite">
        {issues.map((issue, i) => (
          <li key={`${issue.name}-${i}`}>
            <Icon name="warning" size="sm" />
            <span>{t(`fileUpload.errors.${issue.rule}`, { name: issue.name, size, max: maxFiles })}</span>
          </li>
        ))}
      </ErrorList>
      {files.length > 0 ? (
        <>
          <ThumbList aria-label={t('fileUpload.listLabel')} data-part="Files">
            {files.map((file, index) => (
              <Thumb key={`${file.name}-${file.size}-${file.lastModified}-${index}`} data-part="File">
                {urls[index] ? <ThumbImage src={urls[index]} alt="" data-part="Preview" /> : <ThumbImage as="span" />}
                <FileName data-part="FileName">{file.name}</FileName>
                <IconButton
                  icon="close"
                  size="sm"
                  variant="secondary"
                  label={t('fileUpload.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => remove(index)}
                  data-part="RemoveButton"
                />
              </Thumb>
            ))}
          </ThumbList>
          <Count data-part="Count" aria-live="polite">
            {t('fileUpload.count', { count: files.length, max: maxFiles })}
          </Count>
        </>
      ) : null}
    </UploadRoot>
  );
});
