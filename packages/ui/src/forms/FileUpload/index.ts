export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload.types';
export {
  checkFiles,
  defaultMaxFiles,
  defaultMaxFileSize,
  fileUploadTypes,
  sniffImageType,
  type FileIssue,
  type FileIssueRule,
  type FileUploadType,
} from './fileChecks';
