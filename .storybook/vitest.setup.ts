/** Story tests (Vitest, storybook project): findBy/waitFor in play functions give up after 3 s instead of 1 s, since a render on a loaded CI machine can take longer than a second. */
import { configure } from 'storybook/test';

configure({ asyncUtilTimeout: 3000 });
