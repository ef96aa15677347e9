export { RichText } from './RichText';
export { richTextSizes, type RichTextProps, type RichTextSize } from './RichText.types';
