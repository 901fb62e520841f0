/**
 * The helper thread's entry of the exhaustive minimum search (dist/minimumSearchWorker.js): runs
 * {@link searchShare} on each share of a search its starter posts, answering through the
 * search's shared memory. Its starter ends it after the search.
 */

import { serveHelperMessages } from '../../../workers/helperThread';
import { searchShare, type SearchShareMessage } from './minimumExhaustiveSearch';

serveHelperMessages<SearchShareMessage>(searchShare);
