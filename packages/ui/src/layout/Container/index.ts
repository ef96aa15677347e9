export { Container } from './Container';
export { containerElements, containerWidths, type ContainerElement, type ContainerProps, type ContainerWidth } from './Container.types';
