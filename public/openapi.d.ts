/**
 * TypeScript types of Sandgarden Sun API, generated from its OpenAPI description by openapi-typescript.
 * Use `paths[path][method]` to type requests and responses. Do not edit: regenerate instead.
 */

export interface paths {
    "/api/v1/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List runs
         * @description Lists runs and batches of your organization, newest first. Filter by `kind` to see only
         *     batches, or by the step or workflow that ran.
         */
        get: operations["listRuns"];
        put?: never;
        /**
         * Start a run
         * @description Runs a step or a workflow with one input, or a whole test suite as a batch.
         *
         *     By default the call waits for the run to finish (up to 60 seconds) and returns it with its
         *     `output`. Set `async` to `true` to get `202 Accepted` at once and poll
         *     [Get a run](/api/get-run) instead. Workflows pushed with `runAsync` always run
         *     asynchronously.
         */
        post: operations["startRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runs/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare two batches
         * @description Compares the results of two batches of the same test suite, case by case: which cases
         *     improved (failed in `base`, pass in `head`), regressed, or did not change.
         */
        get: operations["compareRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the run (`run_…`) or batch (`bat_…`).
                 * @example run_01jn2m3q4r5s6t7v8w9x0y1z2a
                 */
                runId: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        /**
         * Get a run
         * @description Returns one run or batch with its status and, once finished, its output or error. For a
         *     workflow run, `children` holds the run of each stage (and of each element of a fan-out).
         */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workflows
         * @description Lists workflow versions. With `name`, lists every version of that workflow; `%` in
         *     `name` matches any run of characters (`backfill%`).
         */
        get: operations["listWorkflows"];
        put?: never;
        /**
         * Push a workflow
         * @description Creates the next version of a workflow (version 1 if the name is new) from a list of
         *     stages. Tags given here move to the new version once it is built; with `sync` the call
         *     waits for the build.
         */
        post: operations["createWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a workflow
         * @description Validates a workflow definition without saving it: every referenced step version
         *     exists, each stage's output schema fits the next stage's input schema, and `forEach`
         *     paths point at arrays.
         */
        post: operations["checkWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflows/{workflowRef}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The workflow as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example analyze-support-ticket:production
                 */
                workflowRef: components["parameters"]["WorkflowRef"];
            };
            cookie?: never;
        };
        /**
         * Get a workflow
         * @description Returns one workflow version, resolved from `name:version` or `name:tag`.
         */
        get: operations["getWorkflow"];
        put?: never;
        post?: never;
        /**
         * Delete a workflow
         * @description Deletes one version (`name:version`), the version a tag points at (`name:tag`), or with
         *     `all=true` every version of the workflow. Runs that already happened keep their results.
         */
        delete: operations["deleteWorkflow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List steps
         * @description Lists step versions. With `name`, lists every version of that step; `%` in `name` matches
         *     any run of characters.
         */
        get: operations["listSteps"];
        put?: never;
        /**
         * Push a step
         * @description Creates the next version of a step (version 1 if the name is new). A `docker` step is
         *     built into an image from `code` (a base64 zip of the step directory); a `local` step
         *     mounts `volumeMountPath` from the director's host instead, so later code changes need no
         *     push. Only a director running on that host can run a local step.
         */
        post: operations["createStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/steps/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a step
         * @description Validates a step definition without saving it: the connectors and prompt versions exist,
         *     the schemas are valid JSON Schema, and the entrypoint has the `module.function` form.
         */
        post: operations["checkStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/steps/{stepRef}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The step as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example analyze-customer-sentiment:2
                 */
                stepRef: components["parameters"]["StepRef"];
            };
            cookie?: never;
        };
        /**
         * Get a step
         * @description Returns one step version, resolved from `name:version` or `name:tag`.
         */
        get: operations["getStep"];
        put?: never;
        post?: never;
        /**
         * Delete a step
         * @description Deletes one version, the version a tag points at, or with `all=true` every version.
         *     A step version used by a workflow version cannot be deleted (`409`) unless `force` is set.
         */
        delete: operations["deleteStep"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/steps/{stepRef}/files": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The step as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example analyze-customer-sentiment:2
                 */
                stepRef: components["parameters"]["StepRef"];
            };
            cookie?: never;
        };
        /**
         * Get step files
         * @description Returns the source files of a `docker` step version as they were pushed, so that
         *     `sand steps pull` can restore them. Text files are UTF-8, other files base64.
         */
        get: operations["getStepFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/steps/{stepRef}/tools-definition": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The step as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example analyze-customer-sentiment:2
                 */
                stepRef: components["parameters"]["StepRef"];
            };
            cookie?: never;
        };
        /**
         * Get a step's tool definition
         * @description Describes a step as a function tool that a language model can call: its name,
         *     description and input schema, in the shape model providers expect for tool calling.
         */
        get: operations["getStepToolsDefinition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description Lists the tags of steps and workflows, and the version each one points at.
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Tag a version
         * @description Points a tag at a version of a step or workflow. If the tag already exists on that
         *     resource it moves, so runs of `name:tag` use the new version from now on.
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tags/{resourceType}/{resource}/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of resource the tag is on. */
                resourceType: "step" | "workflow";
                /**
                 * @description Name of the step or workflow.
                 * @example summarize
                 */
                resource: string;
                /** @description The tag to remove. */
                tag: components["schemas"]["TagName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a tag
         * @description Removes a tag from a step or workflow. The version it pointed at stays; references to
         *     `name:tag` stop resolving.
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List prompts
         * @description Lists prompt versions; with `name`, every version of that prompt.
         */
        get: operations["listPrompts"];
        put?: never;
        /**
         * Create a prompt
         * @description Stores a new version of a prompt (version 1 if the name is new). Mustache templates may
         *     use variables (`{{question}}`), dotted names (`{{ticket.subject}}`), sections and
         *     inverted sections; steps fill them with `sandgarden.render_prompt`.
         */
        post: operations["createPrompt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prompts/{promptRef}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The prompt as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example hello-world-haiku:1
                 */
                promptRef: components["parameters"]["PromptRef"];
            };
            cookie?: never;
        };
        /**
         * Get a prompt
         * @description Returns one prompt version, resolved from `name:version` or `name:tag`.
         */
        get: operations["getPrompt"];
        put?: never;
        post?: never;
        /**
         * Delete a prompt
         * @description Deletes one prompt version, or with `all=true` every version. Steps that pinned a deleted
         *     version fail at run time, so the call answers `409` unless `force` is set.
         */
        delete: operations["deletePrompt"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prompts/{promptName}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the prompt.
                 * @example escalate
                 */
                promptName: components["parameters"]["PromptName"];
            };
            cookie?: never;
        };
        /**
         * List prompt tags
         * @description Lists the tags of a prompt and the version each one points at.
         */
        get: operations["listPromptTags"];
        put?: never;
        /**
         * Tag a prompt version
         * @description Points a tag at a version of the prompt, moving it if it already exists.
         */
        post: operations["createPromptTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/prompts/{promptName}/tags/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the prompt.
                 * @example escalate
                 */
                promptName: components["parameters"]["PromptName"];
                /** @description The tag to remove. */
                tag: components["schemas"]["TagName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a prompt tag
         * @description Removes a tag from a prompt; the version it pointed at stays.
         */
        delete: operations["deletePromptTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connectors
         * @description Lists connectors, ordered by name. Credentials are never returned.
         */
        get: operations["listConnectors"];
        put?: never;
        /**
         * Create a connector
         * @description Creates a connector. Put non-secret values (host, region, model) in `settings` and
         *     secrets (API keys, passwords) in `credentials`: credentials are stored encrypted, handed
         *     only to directors, and never returned by the API.
         */
        post: operations["createConnector"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/connectors/{connectorName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the connector.
                 * @example tickets-postgres
                 */
                connectorName: components["parameters"]["ConnectorName"];
            };
            cookie?: never;
        };
        /**
         * Get a connector
         * @description Returns one connector with its settings and the names of its credential fields.
         */
        get: operations["getConnector"];
        put?: never;
        post?: never;
        /**
         * Delete a connector
         * @description Deletes a connector and its stored credentials. Steps that use it fail at run time until
         *     a connector with the same name exists again.
         */
        delete: operations["deleteConnector"];
        options?: never;
        head?: never;
        /**
         * Update a connector
         * @description Changes a connector's description, settings or credentials. Only the fields you send
         *     change; within `settings` and `credentials`, a key set to `null` is removed. Running
         *     steps pick up the change on their next run.
         */
        patch: operations["updateConnector"];
        trace?: never;
    };
    "/api/v1/clusters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clusters
         * @description Lists clusters, ordered by name, with how many directors each has connected.
         */
        get: operations["listClusters"];
        put?: never;
        /**
         * Create a cluster
         * @description Creates a cluster. Directors join it when started with `SAND_CLUSTER` set to its name.
         *     Without a name, a readable one is generated (`agile-hopeful-market`).
         */
        post: operations["createCluster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clusters/{clusterName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the cluster.
                 * @example reliable-optimal-boat
                 */
                clusterName: components["parameters"]["ClusterName"];
            };
            cookie?: never;
        };
        /**
         * Get a cluster
         * @description Returns one cluster.
         */
        get: operations["getCluster"];
        put?: never;
        post?: never;
        /**
         * Delete a cluster
         * @description Deletes a cluster. A cluster with connected directors cannot be deleted (`409`); stop
         *     or move its directors first.
         */
        delete: operations["deleteCluster"];
        options?: never;
        head?: never;
        /**
         * Update a cluster
         * @description Changes a cluster's description or tags. Cluster names cannot change.
         */
        patch: operations["updateCluster"];
        trace?: never;
    };
    "/api/v1/test-suites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List test suites
         * @description Lists test suites, newest first.
         */
        get: operations["listTestSuites"];
        put?: never;
        /**
         * Create a test suite
         * @description Creates a test suite for a step or workflow, optionally with its first cases. Run it with
         *     [Start a run](/api/start-run) and `testSuite` set.
         */
        post: operations["createTestSuite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-suites/{testSuiteId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        /**
         * Get a test suite
         * @description Returns one test suite.
         */
        get: operations["getTestSuite"];
        put?: never;
        post?: never;
        /**
         * Delete a test suite
         * @description Deletes a test suite and its cases. Past batches keep their results.
         */
        delete: operations["deleteTestSuite"];
        options?: never;
        head?: never;
        /**
         * Update a test suite
         * @description Renames a test suite, changes its description, or points it at another version.
         */
        patch: operations["updateTestSuite"];
        trace?: never;
    };
    "/api/v1/test-suites/{testSuiteId}/test-cases": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        /**
         * List test cases
         * @description Lists the cases of a test suite in the order they run.
         */
        get: operations["listTestCases"];
        put?: never;
        /**
         * Create a test case
         * @description Adds a case to a test suite. Each element of `inputs` is run and validated separately;
         *     the case passes when all of them pass every validator.
         */
        post: operations["createTestCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-suites/{testSuiteId}/test-cases/{testCaseId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /**
                 * @description ID of the test case.
                 * @example tc_01jn1z0a1b2c3d4e5f6g7h8j9k
                 */
                testCaseId: components["parameters"]["TestCaseId"];
            };
            cookie?: never;
        };
        /**
         * Get a test case
         * @description Returns one test case.
         */
        get: operations["getTestCase"];
        put?: never;
        post?: never;
        /**
         * Delete a test case
         * @description Removes a case from its test suite.
         */
        delete: operations["deleteTestCase"];
        options?: never;
        head?: never;
        /**
         * Update a test case
         * @description Replaces the name, inputs or validators of a test case; omitted fields stay.
         */
        patch: operations["updateTestCase"];
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Lists the API keys of your organization. Members see their own keys; admins and owners
         *     see every key. Secrets are never returned after creation.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates an API key for the calling user. The response holds the secret **once**; store it
         *     right away (for example as `SAND_API_KEY`), as it cannot be shown again.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{apiKeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the API key.
                 * @example key_01jm1b2c3d4e5f6g7h8j9k0m1n
                 */
                apiKeyId: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        /**
         * Get an API key
         * @description Returns one API key without its secret.
         */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes an API key at once. Requests with it get `401` from then on; directors using it
         *     disconnect.
         */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{userId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the user, or `me` for the calling user.
                 * @example usr_01jm0c1d2e3f4g5h6j7k8m9n0p
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an API key for a user
         * @deprecated
         * @description Creates an API key owned by another user. Admins only.
         *
         *     **Deprecated:** keys should be created by the person who will use them. Use
         *     [Create an API key](/api/create-api-key) while signed in as that user; this operation
         *     will be removed in v2.
         */
        post: operations["createUserApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a user
         * @description Adds a user to your organization and emails them an invitation. Admins and owners only;
         *     only owners can invite owners.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the user, or `me` for the calling user.
                 * @example usr_01jm0c1d2e3f4g5h6j7k8m9n0p
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /**
         * Get a user
         * @description Returns one user of your organization. Use `me` as the ID for the calling user.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Remove a user
         * @description Removes a user from your organization and revokes their API keys. The last owner cannot
         *     be removed (`409`).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the organization
         * @description Returns the organization the API key belongs to.
         */
        get: operations["getOrg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the organization
         * @description Changes the organization's name or default cluster. Owners only.
         */
        patch: operations["patchOrg"];
        trace?: never;
    };
    "/api/v1/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List assets
         * @description Lists the downloadable builds of the `sand` CLI and the `sgdirector` director.
         */
        get: operations["listAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/assets/{product}/{version}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an asset
         * @description Downloads one build. The response redirects to a short-lived download URL, so let your
         *     client follow redirects (`curl -L`):
         *
         *     ```bash
         *     curl -fsSL -o sand https://api.sandgarden.com/api/v1/assets/sand/latest/sand_linux_amd64
         *     chmod 0755 sand
         *     ```
         */
        get: operations["downloadAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/directors/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a director
         * @description Called by a director when it starts, with a director API key. The control plane assigns
         *     the director an ID and a cluster (the one named in `SAND_CLUSTER`, or the organization's
         *     default), and answers with the settings the director must use.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/directors/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connections
         * @description Lists the directors connected to the control plane right now, with their state.
         */
        get: operations["listConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/directors/connections/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count connections
         * @deprecated
         * @description Counts connected directors, in total and per cluster.
         *
         *     **Deprecated:** [List connections](/api/list-connections) returns `total`, and
         *     [List clusters](/api/list-clusters) the count per cluster.
         */
        get: operations["getConnectionsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/directors/{directorId}/connections": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the director, as returned by Register a director.
                 * @example dir_01jn8e9f0g1h2j3k4m5n6p7q8r
                 */
                directorId: components["parameters"]["DirectorId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Report a director's connection
         * @description The director's heartbeat: it reports its state and load every
         *     `heartbeatIntervalSeconds`. A director that misses three heartbeats is shown as
         *     `disconnected` and gets no new runs.
         */
        put: operations["updateConnections"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/directors/{directorId}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the director, as returned by Register a director.
                 * @example dir_01jn8e9f0g1h2j3k4m5n6p7q8r
                 */
                directorId: components["parameters"]["DirectorId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send director metrics
         * @description Directors send batches of metrics (run durations, build times, queue depth) that the
         *     web UI charts. Up to 1,000 points per call.
         */
        post: operations["receiveMetrics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get auth metadata
         * @description Tells clients how to authenticate: the header that carries API keys, and the identity
         *     provider the web UI and `sand` use for interactive sign-in. Needs no key.
         */
        get: operations["getAuthMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an API key
         * @description Checks the API key sent in the `Authorization` header and describes it. Useful in CI to
         *     fail early with a clear message when a secret is wrong or expired.
         */
        post: operations["verifyApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check health
         * @description Answers `200` when the API (or the director that serves it) can take requests, and
         *     `503` when it cannot. Needs no key; `sand health` calls it.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get API info
         * @description Returns the API version and the minimum `sand` and director versions it supports.
         */
        get: operations["getInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The body of every error response. */
        Error: {
            /**
             * @description Machine-readable error code; see the table in the API overview.
             * @enum {string}
             */
            code: "bad_request" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "validation_failed" | "rate_limited" | "internal";
            /** @description What went wrong, in English, for humans. */
            message: string;
            /** @description ID of the request, also sent as `X-Request-Id`. */
            requestId: string;
            /** @description One entry per problem, for `validation_failed` errors. */
            details?: components["schemas"]["ErrorDetail"][];
        };
        ErrorDetail: {
            /**
             * @description JSON pointer to the offending field of the request body.
             * @example /stages/0/step
             */
            pointer: string;
            /** @description What is wrong with that field. */
            message: string;
        };
        /** @description Fields shared by every list response. */
        Page: {
            /** @description Whether more items follow this page. */
            hasMore: boolean;
            /** @description Pass as `cursor` to get the next page; `null` on the last page. */
            nextCursor: string | null;
        };
        /** @description Lower-case letters, digits, `-` and `_`, starting with a letter or digit. */
        ResourceName: string;
        /**
         * @description `name`, `name:version` or `name:tag`.
         * @example summarize:3
         * @example summarize:production
         */
        ResourceRef: string;
        /**
         * @description A tag such as `latest` or `production`. Tags cannot be plain numbers, which would read as versions.
         * @example latest
         * @example production
         */
        TagName: string;
        /**
         * @description Where the version is in its build: `created` (accepted, build not started or not
         *     needed), `building`, `built` (ready to run) or `failed` (see `buildLogs`).
         * @enum {string}
         */
        BuildStatus: "created" | "building" | "built" | "failed";
        /**
         * Format: date-time
         * @description An RFC 3339 timestamp in UTC.
         */
        Timestamp: string;
        /** @description A JSON Schema (draft-07 or later). `{}` accepts any value. */
        JsonSchema: {
            [key: string]: unknown;
        };
        /** @description One stage of a workflow. */
        WorkflowStage: {
            /** @description Label of the stage, unique in the workflow. Defaults to the step name. */
            name?: string;
            step: components["schemas"]["ResourceRef"];
            /** @description Where the stage's input comes from, `runInput` or the name of an earlier stage. */
            readonly input?: string;
            /** @description Whether this stage receives the run input. */
            readonly workflowRunInput?: boolean;
            /** @description Index of the stage whose output is this stage's input. */
            readonly stageInput?: number;
            /**
             * @description Stop the whole run if this stage fails.
             * @default true
             */
            abortOnError?: boolean;
            /**
             * @description Fan-out: a JSONPath into the previous stage's output that must select an array. The
             *     step runs once per element, concurrently, and the results are collected into a list
             *     for the next stage.
             * @example $.ticket_id
             */
            forEach?: string;
        };
        /** @description One version of a workflow. */
        Workflow: {
            /**
             * @description Unique ID of this version.
             * @example wrk_01jmzd2k3m4n5p6q7r8s9t0v1w
             */
            readonly id: string;
            name: components["schemas"]["ResourceName"];
            /** @description Version number, 1 for the first push. */
            readonly version: number;
            description?: string;
            /** @description Tags that point at this version. */
            tags?: components["schemas"]["TagName"][];
            config: {
                stages: components["schemas"]["WorkflowStage"][];
            };
            /**
             * Format: uri
             * @description API URL of this version.
             */
            readonly url: string;
            inputSchema?: components["schemas"]["JsonSchema"];
            outputSchema?: components["schemas"]["JsonSchema"];
            /** @description Cluster that runs the workflow; `null` for any available director. */
            cluster?: string | null;
            /**
             * @description Always run asynchronously, even when the caller asks to wait.
             * @default false
             */
            runAsync?: boolean;
            buildStatus: components["schemas"]["BuildStatus"];
            createdAt: components["schemas"]["Timestamp"];
            /**
             * @deprecated
             * @description Always `null`. Connectors belong to steps; this field will be removed in v2.
             */
            connectors?: null;
        };
        WorkflowCreate: {
            name: components["schemas"]["ResourceName"];
            description?: string;
            stages: components["schemas"]["WorkflowStage"][];
            /** @description Tags to point at the new version. */
            tags?: components["schemas"]["TagName"][];
            /** @description Cluster to build and run on; defaults to the organization's default cluster. */
            cluster?: string;
            /**
             * @description Always run this workflow asynchronously.
             * @default false
             */
            runAsync?: boolean;
            /**
             * @description Wait until the version is built before answering.
             * @default false
             */
            sync?: boolean;
        };
        WorkflowList: components["schemas"]["Page"] & {
            data: components["schemas"]["Workflow"][];
        };
        CheckResult: {
            /** @description `true` when no problem has severity `error`. */
            valid: boolean;
            problems: {
                /** @enum {string} */
                severity: "error" | "warning";
                /** @description JSON pointer into the checked definition. */
                pointer: string;
                message: string;
            }[];
        };
        /** @description Build the step into a Docker image and run it in a container. */
        DockerRuntime: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "docker";
            /**
             * @description Image to build on.
             * @default public.ecr.aws/sandgarden/sgruntime:python-3.12
             */
            baseImage: string;
            /**
             * @description The handler as `module.function`.
             * @example main.handler
             */
            entrypoint: string;
            /**
             * @description Docker network to attach the container to; empty for the default.
             * @default
             */
            network?: string;
        };
        /**
         * @description Run the step from a directory on the director's host, mounted into the runtime
         *     container. For local development only.
         */
        LocalRuntime: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "local";
            /** @default public.ecr.aws/sandgarden/sgruntime:python-3.12 */
            baseImage?: string;
            /**
             * @description The handler as `module.function`.
             * @example main.handler
             */
            entrypoint: string;
            /** @default  */
            network?: string;
            /**
             * @description Absolute path of the step directory on the director's host.
             * @example /workspaces/sandgarden/steps/sentiment
             */
            volumeMountPath: string;
        };
        /** @description How the director runs the step. */
        StepRuntime: components["schemas"]["DockerRuntime"] | components["schemas"]["LocalRuntime"];
        /** @description One version of a step. */
        Step: {
            /** @example stp_01jmzd0becfm78tbb0yjm30670 */
            readonly id: string;
            name: components["schemas"]["ResourceName"];
            readonly version: number;
            description?: string;
            tags?: components["schemas"]["TagName"][];
            runtime: components["schemas"]["StepRuntime"];
            /** @description Connectors the step may use with `sandgarden.get_connector`. */
            connectors?: components["schemas"]["ResourceName"][];
            /** @description Linked prompts, name → pinned version. */
            prompts?: {
                [key: string]: string;
            };
            inputSchema?: components["schemas"]["JsonSchema"];
            outputSchema?: components["schemas"]["JsonSchema"];
            /** @description Names of the environment variables set for the runtime (values are not returned). */
            readonly envVarNames?: string[];
            /** Format: uri */
            readonly url: string;
            cluster?: string | null;
            buildStatus: components["schemas"]["BuildStatus"];
            readonly buildLogs?: string;
            /** @description Build time in milliseconds. */
            readonly buildDuration?: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        StepCreate: {
            name: components["schemas"]["ResourceName"];
            description?: string;
            runtime: components["schemas"]["StepRuntime"];
            /** @description The step directory as a base64 zip (`main.py`, `requirements.txt`, …). Required for `docker` steps. */
            code?: string;
            connectors?: components["schemas"]["ResourceName"][];
            /** @description Prompts to link, name → version. */
            prompts?: {
                [key: string]: string;
            };
            inputSchema?: components["schemas"]["JsonSchema"];
            outputSchema?: components["schemas"]["JsonSchema"];
            /** @description Environment variables for the runtime. Values are stored encrypted and never returned. */
            env?: {
                [key: string]: string;
            };
            tags?: components["schemas"]["TagName"][];
            cluster?: string;
            /**
             * @description Wait until the version is built before answering.
             * @default false
             */
            sync?: boolean;
        };
        StepList: components["schemas"]["Page"] & {
            data: components["schemas"]["Step"][];
        };
        StepFiles: {
            step: components["schemas"]["ResourceRef"];
            files: {
                /** @description Path relative to the step directory. */
                path: string;
                /** @description Size in bytes. */
                size: number;
                sha256: string;
                /** @enum {string} */
                encoding: "utf-8" | "base64";
                content: string;
            }[];
        };
        ToolDefinition: {
            /** @constant */
            type: "function";
            function: {
                name: string;
                description?: string;
                parameters: components["schemas"]["JsonSchema"];
            };
        };
        Tag: {
            /** @enum {string} */
            resourceType: "step" | "workflow";
            resource: components["schemas"]["ResourceName"];
            tag: components["schemas"]["TagName"];
            version: number;
            updatedAt: components["schemas"]["Timestamp"];
        };
        TagCreate: {
            /** @enum {string} */
            resourceType: "step" | "workflow";
            resource: components["schemas"]["ResourceName"];
            version: number;
            tag: components["schemas"]["TagName"];
        };
        TagList: components["schemas"]["Page"] & {
            data: components["schemas"]["Tag"][];
        };
        /** @description One version of a prompt. */
        Prompt: {
            /** @example prm_01jnq4r5s6t7v8w9x0y1z2a3b4 */
            readonly id: string;
            name: components["schemas"]["ResourceName"];
            readonly version: number;
            /**
             * @description `mustache` prompts are rendered with `sandgarden.render_prompt`.
             * @default plain
             * @enum {string}
             */
            format: "plain" | "mustache";
            description?: string;
            /** @description The prompt text. */
            content: string;
            tags?: components["schemas"]["TagName"][];
            createdAt: components["schemas"]["Timestamp"];
        };
        PromptCreate: {
            name: components["schemas"]["ResourceName"];
            /**
             * @default plain
             * @enum {string}
             */
            format?: "plain" | "mustache";
            description?: string;
            content: string;
            tags?: components["schemas"]["TagName"][];
        };
        PromptList: components["schemas"]["Page"] & {
            data: components["schemas"]["Prompt"][];
        };
        PromptTag: {
            prompt: components["schemas"]["ResourceName"];
            tag: components["schemas"]["TagName"];
            version: number;
            updatedAt: components["schemas"]["Timestamp"];
        };
        PromptTagCreate: {
            tag: components["schemas"]["TagName"];
            version: number;
        };
        PromptTagList: components["schemas"]["Page"] & {
            data: components["schemas"]["PromptTag"][];
        };
        /**
         * @description The service a connector talks to.
         * @enum {string}
         */
        ConnectorKind: "anthropic" | "aws" | "azure" | "azureopenai" | "bedrock" | "bigquery" | "chroma" | "cohere" | "custom" | "gcp" | "groq" | "mongodb" | "mysql" | "ollama" | "openai" | "pinecone" | "postgres" | "s3" | "sagemaker" | "snowflake" | "vertex" | "weaviate";
        Connector: {
            /** @example con_01jmy8a9b0c1d2e3f4g5h6j7k8 */
            readonly id: string;
            name: components["schemas"]["ResourceName"];
            kind: components["schemas"]["ConnectorKind"];
            description?: string;
            /** @description Non-secret settings, such as `hostname`, `port`, `region` or `model`. */
            settings: {
                [key: string]: string;
            };
            /** @description Names of the credentials that are set. Their values are never returned. */
            readonly credentialFields: string[];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        ConnectorCreate: {
            name: components["schemas"]["ResourceName"];
            kind: components["schemas"]["ConnectorKind"];
            description?: string;
            settings?: {
                [key: string]: string;
            };
            /** @description Secrets such as `apiKey`, `password` or `secretAccessKey`. */
            credentials?: {
                [key: string]: string;
            };
        };
        ConnectorUpdate: {
            description?: string;
            /** @description Settings to change; a key set to `null` is removed. */
            settings?: {
                [key: string]: string | null;
            };
            /** @description Credentials to change; a key set to `null` is removed. */
            credentials?: {
                [key: string]: string | null;
            };
        };
        ConnectorList: components["schemas"]["Page"] & {
            data: components["schemas"]["Connector"][];
        };
        Cluster: {
            readonly id: string;
            name: components["schemas"]["ResourceName"];
            description?: string;
            tags?: string[];
            /** @description Directors of this cluster connected right now. */
            readonly connectedDirectors: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        ClusterCreate: {
            name?: components["schemas"]["ResourceName"];
            description?: string;
            tags?: string[];
        };
        ClusterUpdate: {
            description?: string;
            tags?: string[];
        };
        ClusterList: components["schemas"]["Page"] & {
            data: components["schemas"]["Cluster"][];
        };
        /** @description The step or workflow version a run executes. */
        RunTarget: {
            /** @enum {string} */
            type: "step" | "workflow";
            ref: components["schemas"]["ResourceRef"];
        };
        TestSuite: {
            readonly id: string;
            name: string;
            description?: string;
            target: components["schemas"]["RunTarget"];
            readonly caseCount: number;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        TestSuiteCreate: {
            name: string;
            description?: string;
            target: components["schemas"]["RunTarget"];
            cases?: components["schemas"]["TestCaseCreate"][];
        };
        TestSuiteUpdate: {
            name?: string;
            description?: string;
            target?: components["schemas"]["RunTarget"];
        };
        TestSuiteList: components["schemas"]["Page"] & {
            data: components["schemas"]["TestSuite"][];
        };
        /** @description Passes when the pattern matches anywhere in the output, or in the part `jpath` selects. */
        RegexValidator: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "regex";
            /** @description A regular expression (RE2 syntax). */
            pattern: string;
            /**
             * @description JSONPath restricting where to match.
             * @example $.escalate
             */
            jpath?: string;
        };
        /**
         * @description Passes when another workflow, given the input and the output, returns
         *     `{"pass": true}`. Use it for judgments a pattern cannot express.
         */
        WorkflowValidator: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "workflow";
            workflow: components["schemas"]["ResourceRef"];
        };
        Validator: components["schemas"]["RegexValidator"] | components["schemas"]["WorkflowValidator"];
        TestCase: {
            readonly id: string;
            readonly testSuiteId: string;
            name?: string;
            /** @description Inputs to run; each is validated separately. */
            inputs: {
                [key: string]: unknown;
            }[];
            /**
             * @deprecated
             * @description A single input. Use `inputs`; when both are sent, `inputs` wins.
             */
            input?: {
                [key: string]: unknown;
            };
            validators: components["schemas"]["Validator"][];
            createdAt: components["schemas"]["Timestamp"];
        };
        TestCaseCreate: {
            name?: string;
            inputs: {
                [key: string]: unknown;
            }[];
            /**
             * @deprecated
             * @description A single input. Use `inputs`.
             */
            input?: {
                [key: string]: unknown;
            };
            validators: components["schemas"]["Validator"][];
        };
        TestCaseUpdate: {
            name?: string;
            inputs?: {
                [key: string]: unknown;
            }[];
            validators?: components["schemas"]["Validator"][];
        };
        TestCaseList: components["schemas"]["Page"] & {
            data: components["schemas"]["TestCase"][];
        };
        /**
         * @description `run` for a single input, `batch` for a test-suite run.
         * @enum {string}
         */
        RunKind: "run" | "batch";
        /** @enum {string} */
        RunStatus: "queued" | "running" | "succeeded" | "failed" | "cancelled";
        /** @description One execution of a step or workflow, or a batch. */
        Run: {
            /** @description `run_…` for runs, `bat_…` for batches. */
            readonly id: string;
            kind: components["schemas"]["RunKind"];
            status: components["schemas"]["RunStatus"];
            target: components["schemas"]["RunTarget"];
            /** @description The test suite a batch runs. */
            testSuiteId?: string | null;
            cluster?: string | null;
            /** @description The run input. */
            input?: {
                [key: string]: unknown;
            } | null;
            /** @description The output, once the run succeeded. */
            output?: Record<string, never> | unknown[] | string | number | boolean | null;
            /** @description Why the run failed, when it did. */
            error?: null | components["schemas"]["RunError"];
            summary?: components["schemas"]["BatchSummary"];
            /** @description Runs of the stages of a workflow run (and of each fan-out element). */
            children?: components["schemas"]["Run"][];
            createdAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            startedAt?: string | null;
            /** Format: date-time */
            finishedAt?: string | null;
            durationMs?: number | null;
        };
        RunError: {
            /** @description The stage that failed, for workflow runs. */
            stage?: string;
            message: string;
            /** @description Python traceback of the handler, when it raised. */
            traceback?: string;
        };
        /** @description Counts of a batch, once it finished. */
        BatchSummary: {
            passed: number;
            failed: number;
            total: number;
        };
        /** @description Give exactly one of `workflow` or `step`. */
        RunStart: {
            workflow?: components["schemas"]["ResourceRef"];
            step?: components["schemas"]["ResourceRef"];
            /** @description The run input. Ignored when `testSuite` is set. */
            input?: {
                [key: string]: unknown;
            };
            /** @description ID of a test suite to run as a batch, instead of one input. */
            testSuite?: string;
            /** @description Cluster to run on; defaults to the workflow's or step's cluster. */
            cluster?: string;
            /**
             * @description Answer `202` at once instead of waiting for the result.
             * @default false
             */
            async?: boolean;
        } & (unknown | unknown);
        RunList: components["schemas"]["Page"] & {
            data: components["schemas"]["Run"][];
        };
        RunComparison: {
            base: components["schemas"]["BatchRef"];
            head: components["schemas"]["BatchRef"];
            /** @description Cases that failed in `base` and pass in `head`. */
            improvements: components["schemas"]["CaseComparison"][];
            /** @description Cases that passed in `base` and fail in `head`. */
            regressions: components["schemas"]["CaseComparison"][];
            /** @description Number of shared cases with the same result in both. */
            unchanged: number;
        };
        BatchRef: components["schemas"]["BatchSummary"] & {
            id: string;
            target: components["schemas"]["ResourceRef"];
        };
        CaseComparison: {
            testCaseId: string;
            name?: string;
            basePassed: boolean;
            headPassed: boolean;
        };
        /**
         * @description `user` keys act as their user; `director` keys authenticate directors.
         * @enum {string}
         */
        ApiKeyType: "user" | "director";
        ApiKey: {
            readonly id: string;
            name: string;
            type: components["schemas"]["ApiKeyType"];
            /** @description The first characters of the secret, to tell keys apart. */
            readonly prefix: string;
            /** @description The user who owns the key. */
            readonly userId: string;
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When the key stops working; `null` for never.
             */
            expiresAt: string | null;
            /** Format: date-time */
            readonly lastUsedAt: string | null;
        };
        ApiKeyWithSecret: components["schemas"]["ApiKey"] & {
            /** @description The key itself. Shown only in this response. */
            readonly secret: string;
        };
        ApiKeyCreate: {
            name: string;
            type: components["schemas"]["ApiKeyType"];
            /**
             * Format: date-time
             * @description When the key stops working; `null` or omitted for never.
             */
            expiresAt?: string | null;
        };
        ApiKeyList: components["schemas"]["Page"] & {
            data: components["schemas"]["ApiKey"][];
        };
        ApiKeyVerification: {
            /** @constant */
            valid: true;
            organizationId: string;
            key: components["schemas"]["ApiKey"];
            role: components["schemas"]["UserRole"];
        };
        /**
         * @description `owner`: everything, including billing and the organization's settings. `admin`: manage
         *     users, keys and every resource. `member`: manage resources and their own keys.
         * @enum {string}
         */
        UserRole: "owner" | "admin" | "member";
        User: {
            readonly id: string;
            /** Format: email */
            email: string;
            name?: string;
            role: components["schemas"]["UserRole"];
            /** @enum {string} */
            readonly status: "invited" | "active";
            createdAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            readonly lastLoginAt?: string | null;
        };
        UserCreate: {
            /** Format: email */
            email: string;
            name?: string;
            role: components["schemas"]["UserRole"];
        };
        Organization: {
            readonly id: string;
            name: string;
            readonly slug: string;
            /** @description Cluster used when a request names none. */
            defaultCluster?: string | null;
            readonly memberCount?: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        OrganizationPatch: {
            name?: string;
            defaultCluster?: string | null;
        };
        /**
         * @description `sand` is the CLI, `sgdirector` the director.
         * @enum {string}
         */
        AssetProduct: "sand" | "sgdirector";
        Asset: {
            product: components["schemas"]["AssetProduct"];
            version: string;
            /** @enum {string} */
            os: "linux" | "osx" | "windows";
            /** @enum {string} */
            arch: "amd64" | "arm64";
            file: string;
            /** @description Size in bytes. */
            size: number;
            sha256: string;
            /** Format: uri */
            url: string;
        };
        DirectorRegistration: {
            hostname: string;
            version: string;
            /** @description Value of `SAND_CLUSTER`; the organization's default cluster when omitted. */
            cluster?: string;
            os: string;
            arch: string;
            /** @description Step runtimes this director can run. */
            capabilities?: ("docker" | "local")[];
        };
        DirectorRegistrationResult: {
            directorId: string;
            cluster: string;
            heartbeatIntervalSeconds: number;
            metricsIntervalSeconds: number;
        };
        /**
         * @description `draining` directors finish their runs but take no new ones.
         * @enum {string}
         */
        ConnectionState: "connected" | "draining" | "disconnected";
        Connection: {
            directorId: string;
            cluster: string;
            hostname: string;
            version: string;
            state: components["schemas"]["ConnectionState"];
            activeRuns: number;
            connectedAt: components["schemas"]["Timestamp"];
            lastHeartbeatAt: components["schemas"]["Timestamp"];
        };
        ConnectionList: components["schemas"]["Page"] & {
            data: components["schemas"]["Connection"][];
            /** @description Number of connected directors across all pages. */
            total: number;
        };
        ConnectionUpdate: {
            state: components["schemas"]["ConnectionState"];
            activeRuns: number;
            version?: string;
        };
        ConnectionsCount: {
            total: number;
            byCluster: {
                [key: string]: number;
            };
        };
        MetricsBatch: {
            points: {
                name: string;
                value: number;
                unit?: string;
                timestamp: components["schemas"]["Timestamp"];
                labels?: {
                    [key: string]: string;
                };
            }[];
        };
        AuthMetadata: {
            apiKeyHeader: string;
            apiKeyScheme: string;
            /** Format: uri */
            issuer: string;
            /** Format: uri */
            authorizationEndpoint?: string;
            /** Format: uri */
            tokenEndpoint?: string;
            /**
             * Format: uri
             * @description Used by `sand` to sign in on machines without a browser.
             */
            deviceAuthorizationEndpoint?: string;
            clientId?: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded" | "unavailable";
            checks?: {
                [key: string]: "ok" | "degraded" | "unavailable";
            };
        };
        Info: {
            apiVersion: string;
            build: string;
            minCliVersion?: string;
            minDirectorVersion?: string;
            region?: string;
        };
    };
    responses: {
        /** @description The request body is not valid JSON. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "bad_request",
                 *       "message": "The request body is not valid JSON: unexpected end of input at line 4, column 1.",
                 *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m0n1p",
                 *       "details": []
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A query parameter of the list has a value it does not accept. */
        BadListQuery: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "bad_request",
                 *       "message": "Query parameter \"limit\" must be an integer between 1 and 100.",
                 *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m0n1u",
                 *       "details": []
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The API key is missing, unknown, revoked or expired. */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "unauthenticated",
                 *       "message": "The API key has expired. Create a new one under Settings → API keys.",
                 *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m0n1q",
                 *       "details": []
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The API key is valid but may not perform this operation. */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "forbidden",
                 *       "message": "This operation needs the admin or owner role; the key belongs to a member.",
                 *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m0n1r",
                 *       "details": []
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource, version or tag does not exist. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "not_found",
                 *       "message": "The resource does not exist, or your organization cannot see it.",
                 *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m0n1s",
                 *       "details": []
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests; wait and retry. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "rate_limited",
                 *       "message": "Rate limit of 600 requests per minute exceeded; retry in 12 seconds.",
                 *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m0n1w",
                 *       "details": []
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected error on Sandgarden's side. Retry with exponential backoff. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "internal",
                 *       "message": "An internal error occurred. Retry later; if it persists, contact support with the request ID.",
                 *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m0n1x",
                 *       "details": []
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description How many items to return. */
        Limit: number;
        /**
         * @description The `nextCursor` of the previous page; omit for the first page.
         * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
         */
        Cursor: string;
        /**
         * @description Only resources with this name; `%` matches any run of characters.
         * @example analyze%
         */
        NameFilter: string;
        /** @description Only versions that carry this tag. */
        TagFilter: components["schemas"]["TagName"];
        /**
         * @description A unique value (a UUID works) that makes retries safe: a repeat with the same key within
         *     24 hours returns the first response.
         * @example 5f0c2b8e-1d7a-4c39-9e5b-2a6f8d4c1e07
         */
        IdempotencyKey: string;
        /**
         * @description The workflow as `name:version`, `name:tag`, or `name` for its `latest` tag.
         * @example analyze-support-ticket:production
         */
        WorkflowRef: components["schemas"]["ResourceRef"];
        /**
         * @description The step as `name:version`, `name:tag`, or `name` for its `latest` tag.
         * @example analyze-customer-sentiment:2
         */
        StepRef: components["schemas"]["ResourceRef"];
        /**
         * @description The prompt as `name:version`, `name:tag`, or `name` for its `latest` tag.
         * @example hello-world-haiku:1
         */
        PromptRef: components["schemas"]["ResourceRef"];
        /**
         * @description Name of the prompt.
         * @example escalate
         */
        PromptName: components["schemas"]["ResourceName"];
        /**
         * @description Name of the connector.
         * @example tickets-postgres
         */
        ConnectorName: components["schemas"]["ResourceName"];
        /**
         * @description Name of the cluster.
         * @example reliable-optimal-boat
         */
        ClusterName: components["schemas"]["ResourceName"];
        /**
         * @description ID of the test suite.
         * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
         */
        TestSuiteId: string;
        /**
         * @description ID of the test case.
         * @example tc_01jn1z0a1b2c3d4e5f6g7h8j9k
         */
        TestCaseId: string;
        /**
         * @description ID of the run (`run_…`) or batch (`bat_…`).
         * @example run_01jn2m3q4r5s6t7v8w9x0y1z2a
         */
        RunId: string;
        /**
         * @description ID of the API key.
         * @example key_01jm1b2c3d4e5f6g7h8j9k0m1n
         */
        ApiKeyId: string;
        /**
         * @description ID of the user, or `me` for the calling user.
         * @example usr_01jm0c1d2e3f4g5h6j7k8m9n0p
         */
        UserId: string;
        /**
         * @description ID of the director, as returned by Register a director.
         * @example dir_01jn8e9f0g1h2j3k4m5n6p7q8r
         */
        DirectorId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Unique ID of this request; quote it when you contact support.
         * @example req_01jsbc2d3e4f5g6h7j8k9m0n1p
         */
        "X-Request-Id": string;
        /**
         * @description Seconds to wait before retrying.
         * @example 12
         */
        "Retry-After": number;
        /**
         * @description Requests allowed in the current window.
         * @example 600
         */
        "RateLimit-Limit": number;
        /**
         * @description Requests left in the current window.
         * @example 0
         */
        "RateLimit-Remaining": number;
        /**
         * @description Seconds until the window resets.
         * @example 12
         */
        "RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listRuns: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only runs of this kind. */
                kind?: components["schemas"]["RunKind"];
                /** @description Only runs in this status. */
                status?: components["schemas"]["RunStatus"];
                /** @description Only runs of this workflow (`name`, `name:version` or `name:tag`). */
                workflow?: components["schemas"]["ResourceRef"];
                /** @description Only runs of this step (`name`, `name:version` or `name:tag`). */
                step?: components["schemas"]["ResourceRef"];
                /**
                 * @deprecated
                 * @description Only batches. Use `kind=batch` instead; this parameter will be removed in v2.
                 */
                batches?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of runs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "run_01jn2m3q4r5s6t7v8w9x0y1z2a",
                     *           "kind": "run",
                     *           "status": "succeeded",
                     *           "target": {
                     *             "type": "workflow",
                     *             "ref": "analyze-support-ticket:11"
                     *           },
                     *           "cluster": "reliable-optimal-boat",
                     *           "input": {
                     *             "ticket_id": 1
                     *           },
                     *           "output": {
                     *             "summary": "Customer cannot reset password.",
                     *             "sentiment": "negative"
                     *           },
                     *           "error": null,
                     *           "createdAt": "2025-04-21T09:14:03Z",
                     *           "startedAt": "2025-04-21T09:14:03Z",
                     *           "finishedAt": "2025-04-21T09:14:07Z",
                     *           "durationMs": 4120
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["RunList"];
                };
            };
            400: components["responses"]["BadListQuery"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    startRun: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique value (a UUID works) that makes retries safe: a repeat with the same key within
                 *     24 hours returns the first response.
                 * @example 5f0c2b8e-1d7a-4c39-9e5b-2a6f8d4c1e07
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "workflow": "analyze-support-ticket:production",
                 *       "input": {
                 *         "ticket_id": 1
                 *       },
                 *       "cluster": "reliable-optimal-boat"
                 *     }
                 */
                "application/json": components["schemas"]["RunStart"];
            };
        };
        responses: {
            /** @description The run finished; its output is included. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "run_01jn2m3q4r5s6t7v8w9x0y1z2a",
                     *       "kind": "run",
                     *       "status": "succeeded",
                     *       "target": {
                     *         "type": "workflow",
                     *         "ref": "analyze-support-ticket:11"
                     *       },
                     *       "cluster": "reliable-optimal-boat",
                     *       "input": {
                     *         "ticket_id": 1
                     *       },
                     *       "output": {
                     *         "summary": "Customer cannot reset password.",
                     *         "sentiment": "negative"
                     *       },
                     *       "error": null,
                     *       "createdAt": "2025-04-21T09:14:03Z",
                     *       "startedAt": "2025-04-21T09:14:03Z",
                     *       "finishedAt": "2025-04-21T09:14:07Z",
                     *       "durationMs": 4120
                     *     }
                     */
                    "application/json": components["schemas"]["Run"];
                };
            };
            /** @description The run was queued; poll it with Get a run. */
            202: {
                headers: {
                    /** @description URL of the new run. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bat_01jn2p7c8d9e0f1g2h3j4k5m6n",
                     *       "kind": "batch",
                     *       "status": "queued",
                     *       "target": {
                     *         "type": "step",
                     *         "ref": "escalate_checker:2"
                     *       },
                     *       "testSuiteId": "ts_01jn1y2z3a4b5c6d7e8f9g0h1j",
                     *       "cluster": null,
                     *       "input": null,
                     *       "output": null,
                     *       "error": null,
                     *       "createdAt": "2025-04-21T09:20:00Z",
                     *       "startedAt": null,
                     *       "finishedAt": null,
                     *       "durationMs": null
                     *     }
                     */
                    "application/json": components["schemas"]["Run"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m01",
                     *       "details": [
                     *         {
                     *           "pointer": "/workflow",
                     *           "message": "Workflow \"hello-haiku\" has no tag \"production\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    compareRuns: {
        parameters: {
            query: {
                /**
                 * @description ID of the earlier batch.
                 * @example bat_01jn2p7c8d9e0f1g2h3j4k5m6n
                 */
                base: string;
                /**
                 * @description ID of the later batch.
                 * @example bat_01jn3a1b2c3d4e5f6g7h8j9k0m
                 */
                head: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comparison. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "base": {
                     *         "id": "bat_01jn2p7c8d9e0f1g2h3j4k5m6n",
                     *         "target": "escalate_checker:1",
                     *         "passed": 7,
                     *         "failed": 3,
                     *         "total": 10
                     *       },
                     *       "head": {
                     *         "id": "bat_01jn3a1b2c3d4e5f6g7h8j9k0m",
                     *         "target": "escalate_checker:2",
                     *         "passed": 9,
                     *         "failed": 1,
                     *         "total": 10
                     *       },
                     *       "improvements": [
                     *         {
                     *           "testCaseId": "tc_01jn1z0a1b2c3d4e5f6g7h8j9k",
                     *           "name": "angry refund request",
                     *           "basePassed": false,
                     *           "headPassed": true
                     *         },
                     *         {
                     *           "testCaseId": "tc_01jn1z0a1b2c3d4e5f6g7h8j9m",
                     *           "name": "legal threat",
                     *           "basePassed": false,
                     *           "headPassed": true
                     *         }
                     *       ],
                     *       "regressions": [],
                     *       "unchanged": 8
                     *     }
                     */
                    "application/json": components["schemas"]["RunComparison"];
                };
            };
            /** @description A query parameter has a value the operation does not accept. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "bad_request",
                     *       "message": "Query parameter \"base\" must be a batch ID (bat_…); got \"run_01jn2p7c8d9e0f1g2h3j4k5m6n\".",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m03",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The two batches cannot be compared. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "Batches \"bat_01jn2p7c8d9e0f1g2h3j4k5m6n\" and \"bat_01jn3a1b2c3d4e5f6g7h8j9k0m\" ran different test suites; compare two batches of the same suite.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m02",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the run (`run_…`) or batch (`bat_…`).
                 * @example run_01jn2m3q4r5s6t7v8w9x0y1z2a
                 */
                runId: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "run_01jn2m3q4r5s6t7v8w9x0y1z2a",
                     *       "kind": "run",
                     *       "status": "succeeded",
                     *       "target": {
                     *         "type": "workflow",
                     *         "ref": "analyze-support-ticket:11"
                     *       },
                     *       "cluster": "reliable-optimal-boat",
                     *       "input": {
                     *         "ticket_id": 1
                     *       },
                     *       "output": {
                     *         "summary": "Customer cannot reset password.",
                     *         "sentiment": "negative"
                     *       },
                     *       "error": null,
                     *       "createdAt": "2025-04-21T09:14:03Z",
                     *       "startedAt": "2025-04-21T09:14:03Z",
                     *       "finishedAt": "2025-04-21T09:14:07Z",
                     *       "durationMs": 4120,
                     *       "children": [
                     *         {
                     *           "id": "run_01jn2m3q4r5s6t7v8w9x0y1z2b",
                     *           "kind": "run",
                     *           "status": "succeeded",
                     *           "target": {
                     *             "type": "step",
                     *             "ref": "summarize:demo"
                     *           },
                     *           "cluster": "reliable-optimal-boat",
                     *           "input": {
                     *             "ticket_id": 1
                     *           },
                     *           "output": {
                     *             "summary": "Customer cannot reset password."
                     *           },
                     *           "error": null,
                     *           "createdAt": "2025-04-21T09:14:03Z",
                     *           "startedAt": "2025-04-21T09:14:03Z",
                     *           "finishedAt": "2025-04-21T09:14:05Z",
                     *           "durationMs": 2210
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Run"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listWorkflows: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only resources with this name; `%` matches any run of characters.
                 * @example analyze%
                 */
                name?: components["parameters"]["NameFilter"];
                /** @description Only versions that carry this tag. */
                tag?: components["parameters"]["TagFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of workflow versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "wrk_01jmzd2k3m4n5p6q7r8s9t0v1w",
                     *           "name": "analyze-support-ticket",
                     *           "version": 11,
                     *           "description": "Summarize a support ticket and score its sentiment.",
                     *           "tags": [
                     *             "latest",
                     *             "production"
                     *           ],
                     *           "config": {
                     *             "stages": [
                     *               {
                     *                 "name": "summarize",
                     *                 "step": "summarize:demo",
                     *                 "input": "runInput",
                     *                 "workflowRunInput": true,
                     *                 "abortOnError": true
                     *               },
                     *               {
                     *                 "name": "sentiment",
                     *                 "step": "sentiment:demo",
                     *                 "input": "summarize",
                     *                 "stageInput": 0,
                     *                 "abortOnError": true
                     *               }
                     *             ]
                     *           },
                     *           "url": "https://api.sandgarden.com/api/v1/workflows/analyze-support-ticket:11",
                     *           "inputSchema": {
                     *             "type": "object",
                     *             "required": [
                     *               "ticket_id"
                     *             ],
                     *             "properties": {
                     *               "ticket_id": {
                     *                 "type": "integer"
                     *               }
                     *             }
                     *           },
                     *           "outputSchema": {},
                     *           "cluster": "reliable-optimal-boat",
                     *           "runAsync": false,
                     *           "buildStatus": "created",
                     *           "createdAt": "2025-04-18T16:02:11Z"
                     *         }
                     *       ],
                     *       "hasMore": true,
                     *       "nextCursor": "c_01jmzd2k3m4n5p6q7r8s9t0v1w"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkflowList"];
                };
            };
            400: components["responses"]["BadListQuery"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique value (a UUID works) that makes retries safe: a repeat with the same key within
                 *     24 hours returns the first response.
                 * @example 5f0c2b8e-1d7a-4c39-9e5b-2a6f8d4c1e07
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "analyze-support-ticket",
                 *       "description": "Summarize a support ticket and score its sentiment.",
                 *       "stages": [
                 *         {
                 *           "step": "summarize:demo"
                 *         },
                 *         {
                 *           "step": "sentiment:demo"
                 *         }
                 *       ],
                 *       "tags": [
                 *         "latest"
                 *       ],
                 *       "cluster": "reliable-optimal-boat",
                 *       "sync": true
                 *     }
                 */
                "application/json": components["schemas"]["WorkflowCreate"];
            };
        };
        responses: {
            /** @description The new workflow version. */
            201: {
                headers: {
                    /** @description URL of the new version. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wrk_01jmzd2k3m4n5p6q7r8s9t0v1w",
                     *       "name": "analyze-support-ticket",
                     *       "version": 12,
                     *       "description": "Summarize a support ticket and score its sentiment.",
                     *       "tags": [
                     *         "latest"
                     *       ],
                     *       "config": {
                     *         "stages": [
                     *           {
                     *             "name": "summarize",
                     *             "step": "summarize:demo",
                     *             "input": "runInput",
                     *             "workflowRunInput": true,
                     *             "abortOnError": true
                     *           },
                     *           {
                     *             "name": "sentiment",
                     *             "step": "sentiment:demo",
                     *             "input": "summarize",
                     *             "stageInput": 0,
                     *             "abortOnError": true
                     *           }
                     *         ]
                     *       },
                     *       "url": "https://api.sandgarden.com/api/v1/workflows/analyze-support-ticket:12",
                     *       "inputSchema": {},
                     *       "outputSchema": {},
                     *       "cluster": "reliable-optimal-boat",
                     *       "runAsync": false,
                     *       "buildStatus": "created",
                     *       "createdAt": "2025-04-21T10:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 2 problems.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m04",
                     *       "details": [
                     *         {
                     *           "pointer": "/name",
                     *           "message": "Must match ^[a-z0-9][a-z0-9_-]*$."
                     *         },
                     *         {
                     *           "pointer": "/stages/0/step",
                     *           "message": "Step \"summarise:latest\" does not exist."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    checkWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "backfill",
                 *       "stages": [
                 *         {
                 *           "step": "scan_tickets:latest"
                 *         },
                 *         {
                 *           "step": "escalate_checker:latest",
                 *           "forEach": "$.ticket_id"
                 *         },
                 *         {
                 *           "step": "save_results:latest"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WorkflowCreate"];
            };
        };
        responses: {
            /** @description The result of the check. `valid` is false when any problem is an error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "valid": false,
                     *       "problems": [
                     *         {
                     *           "severity": "error",
                     *           "pointer": "/stages/1/forEach",
                     *           "message": "$.ticket_id is an integer in the output schema of scan_tickets:3, not an array."
                     *         },
                     *         {
                     *           "severity": "warning",
                     *           "pointer": "/stages/2/step",
                     *           "message": "save_results:latest has no input schema, so its input cannot be checked."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CheckResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m05",
                     *       "details": [
                     *         {
                     *           "pointer": "/stages/1/step",
                     *           "message": "Step \"format-haiku:7\" does not exist."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getWorkflow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The workflow as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example analyze-support-ticket:production
                 */
                workflowRef: components["parameters"]["WorkflowRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflow version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wrk_01jmzd2k3m4n5p6q7r8s9t0v1w",
                     *       "name": "analyze-support-ticket",
                     *       "version": 11,
                     *       "description": "Summarize a support ticket and score its sentiment.",
                     *       "tags": [
                     *         "production"
                     *       ],
                     *       "config": {
                     *         "stages": [
                     *           {
                     *             "name": "summarize",
                     *             "step": "summarize:demo",
                     *             "input": "runInput",
                     *             "workflowRunInput": true,
                     *             "abortOnError": true
                     *           },
                     *           {
                     *             "name": "sentiment",
                     *             "step": "sentiment:demo",
                     *             "input": "summarize",
                     *             "stageInput": 0,
                     *             "abortOnError": true
                     *           }
                     *         ]
                     *       },
                     *       "url": "https://api.sandgarden.com/api/v1/workflows/analyze-support-ticket:11",
                     *       "inputSchema": {
                     *         "type": "object",
                     *         "required": [
                     *           "ticket_id"
                     *         ],
                     *         "properties": {
                     *           "ticket_id": {
                     *             "type": "integer"
                     *           }
                     *         }
                     *       },
                     *       "outputSchema": {},
                     *       "cluster": "reliable-optimal-boat",
                     *       "runAsync": false,
                     *       "buildStatus": "created",
                     *       "createdAt": "2025-04-18T16:02:11Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Workflow"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteWorkflow: {
        parameters: {
            query?: {
                /** @description Delete every version of the workflow, not just the referenced one. */
                all?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The workflow as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example analyze-support-ticket:production
                 */
                workflowRef: components["parameters"]["WorkflowRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workflow version (or all versions) was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The workflow version is still in use. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "Workflow \"hello-haiku:2\" is the target of test suite \"haiku-regressions\"; delete the suite or point it at another version first.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m06",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listSteps: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only resources with this name; `%` matches any run of characters.
                 * @example analyze%
                 */
                name?: components["parameters"]["NameFilter"];
                /** @description Only versions that carry this tag. */
                tag?: components["parameters"]["TagFilter"];
                /** @description Only steps with this runtime type. */
                runtime?: "docker" | "local";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of step versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "stp_01jmzd0becfm78tbb0yjm30670",
                     *           "name": "analyze-customer-sentiment",
                     *           "version": 2,
                     *           "description": "Scores the sentiment of a ticket from -1 to 1.",
                     *           "tags": [
                     *             "latest"
                     *           ],
                     *           "runtime": {
                     *             "type": "local",
                     *             "baseImage": "public.ecr.aws/sandgarden/sgruntime:python-3.12",
                     *             "entrypoint": "main.handler",
                     *             "network": "",
                     *             "volumeMountPath": "/workspaces/sandgarden/steps/sentiment"
                     *           },
                     *           "connectors": [
                     *             "ticket-summarizer-model"
                     *           ],
                     *           "prompts": {
                     *             "analyze-ticket-sentiment": "1"
                     *           },
                     *           "inputSchema": {
                     *             "type": "object",
                     *             "properties": {
                     *               "text": {
                     *                 "type": "string"
                     *               }
                     *             }
                     *           },
                     *           "outputSchema": {
                     *             "type": "object",
                     *             "properties": {
                     *               "score": {
                     *                 "type": "number"
                     *               }
                     *             }
                     *           },
                     *           "envVarNames": [],
                     *           "url": "https://api.sandgarden.com/api/v1/steps/analyze-customer-sentiment:2",
                     *           "cluster": "reliable-optimal-boat",
                     *           "buildStatus": "created",
                     *           "buildLogs": "",
                     *           "buildDuration": 1281,
                     *           "createdAt": "2025-03-05T12:40:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["StepList"];
                };
            };
            400: components["responses"]["BadListQuery"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createStep: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique value (a UUID works) that makes retries safe: a repeat with the same key within
                 *     24 hours returns the first response.
                 * @example 5f0c2b8e-1d7a-4c39-9e5b-2a6f8d4c1e07
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "hello-world-haiku",
                 *       "description": "Writes a haiku with OpenAI.",
                 *       "runtime": {
                 *         "type": "docker",
                 *         "baseImage": "public.ecr.aws/sandgarden/sgruntime:python-3.12",
                 *         "entrypoint": "main.handler",
                 *         "network": ""
                 *       },
                 *       "code": "UEsDBBQAAAAIAAAAIQDxk0ZbWQAAAGcAAAAHAAAAbWFpbi5weQ==",
                 *       "connectors": [
                 *         "haiku-openai"
                 *       ],
                 *       "prompts": {
                 *         "hello-world-haiku": "1"
                 *       },
                 *       "env": {
                 *         "LOG_LEVEL": "info"
                 *       },
                 *       "tags": [
                 *         "latest"
                 *       ],
                 *       "cluster": "getting-started",
                 *       "sync": true
                 *     }
                 */
                "application/json": components["schemas"]["StepCreate"];
            };
        };
        responses: {
            /** @description The new step version. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stp_01jsb4x5y6z7a8b9c0d1e2f3g4",
                     *       "name": "hello-world-haiku",
                     *       "version": 1,
                     *       "description": "Writes a haiku with OpenAI.",
                     *       "tags": [
                     *         "latest"
                     *       ],
                     *       "runtime": {
                     *         "type": "docker",
                     *         "baseImage": "public.ecr.aws/sandgarden/sgruntime:python-3.12",
                     *         "entrypoint": "main.handler",
                     *         "network": ""
                     *       },
                     *       "connectors": [
                     *         "haiku-openai"
                     *       ],
                     *       "prompts": {
                     *         "hello-world-haiku": "1"
                     *       },
                     *       "inputSchema": {},
                     *       "outputSchema": {},
                     *       "envVarNames": [
                     *         "LOG_LEVEL"
                     *       ],
                     *       "url": "https://api.sandgarden.com/api/v1/steps/hello-world-haiku:1",
                     *       "cluster": "getting-started",
                     *       "buildStatus": "built",
                     *       "buildLogs": "Step 1/4 : FROM public.ecr.aws/sandgarden/sgruntime:python-3.12",
                     *       "buildDuration": 18342,
                     *       "createdAt": "2025-04-18T08:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Step"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 2 problems.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m07",
                     *       "details": [
                     *         {
                     *           "pointer": "/name",
                     *           "message": "Must match ^[a-z0-9][a-z0-9_-]*$."
                     *         },
                     *         {
                     *           "pointer": "/connectors/0",
                     *           "message": "Connector \"openai-prod\" does not exist."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    checkStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "escalate_checker",
                 *       "runtime": {
                 *         "type": "docker",
                 *         "baseImage": "public.ecr.aws/sandgarden/sgruntime:python-3.12",
                 *         "entrypoint": "main.handler",
                 *         "network": ""
                 *       },
                 *       "connectors": [
                 *         "tickets-postgres",
                 *         "ticket-openai"
                 *       ],
                 *       "prompts": {
                 *         "escalate": "3"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["StepCreate"];
            };
        };
        responses: {
            /** @description The result of the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "valid": false,
                     *       "problems": [
                     *         {
                     *           "severity": "error",
                     *           "pointer": "/connectors/1",
                     *           "message": "No connector named \"ticket-openai\". Did you mean \"tickets-openai\"?"
                     *         },
                     *         {
                     *           "severity": "error",
                     *           "pointer": "/prompts/escalate",
                     *           "message": "Prompt escalate has no version 3; its latest version is 2."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CheckResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m08",
                     *       "details": [
                     *         {
                     *           "pointer": "/connectors/0",
                     *           "message": "Connector \"openai-prod\" does not exist."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The step as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example analyze-customer-sentiment:2
                 */
                stepRef: components["parameters"]["StepRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The step version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stp_01jmzd0becfm78tbb0yjm30670",
                     *       "name": "analyze-customer-sentiment",
                     *       "version": 2,
                     *       "description": "Scores the sentiment of a ticket from -1 to 1.",
                     *       "tags": [
                     *         "latest"
                     *       ],
                     *       "runtime": {
                     *         "type": "local",
                     *         "baseImage": "public.ecr.aws/sandgarden/sgruntime:python-3.12",
                     *         "entrypoint": "main.handler",
                     *         "network": "",
                     *         "volumeMountPath": "/workspaces/sandgarden/steps/sentiment"
                     *       },
                     *       "connectors": [
                     *         "ticket-summarizer-model"
                     *       ],
                     *       "prompts": {
                     *         "analyze-ticket-sentiment": "1"
                     *       },
                     *       "inputSchema": {
                     *         "type": "object",
                     *         "properties": {
                     *           "text": {
                     *             "type": "string"
                     *           }
                     *         }
                     *       },
                     *       "outputSchema": {
                     *         "type": "object",
                     *         "properties": {
                     *           "score": {
                     *             "type": "number"
                     *           }
                     *         }
                     *       },
                     *       "envVarNames": [],
                     *       "url": "https://api.sandgarden.com/api/v1/steps/analyze-customer-sentiment:2",
                     *       "cluster": "reliable-optimal-boat",
                     *       "buildStatus": "created",
                     *       "buildLogs": "",
                     *       "buildDuration": 1281,
                     *       "createdAt": "2025-03-05T12:40:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Step"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteStep: {
        parameters: {
            query?: {
                /** @description Delete every version of the step. */
                all?: boolean;
                /** @description Delete even if workflows still reference the step. */
                force?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The step as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example analyze-customer-sentiment:2
                 */
                stepRef: components["parameters"]["StepRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The step version (or all versions) was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A workflow uses the step version. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "Step \"summarize:3\" is used by workflow \"ticket-triage:5\"; set query parameter \"force\" to delete it anyway.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m09",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getStepFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The step as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example analyze-customer-sentiment:2
                 */
                stepRef: components["parameters"]["StepRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The files of the step version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "step": "hello-world-haiku:1",
                     *       "files": [
                     *         {
                     *           "path": "main.py",
                     *           "size": 341,
                     *           "sha256": "3f1c9a0d2b7e4c6f8a1d0e2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d",
                     *           "encoding": "utf-8",
                     *           "content": "def handler(input, sandgarden):\n    client = sandgarden.get_connector('haiku-openai')\n    return sandgarden.out({\"haiku\": \"...\"})\n"
                     *         },
                     *         {
                     *           "path": "requirements.txt",
                     *           "size": 14,
                     *           "sha256": "9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c",
                     *           "encoding": "utf-8",
                     *           "content": "openai==1.75.0\n"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["StepFiles"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The step version has no files on Sandgarden. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "Step \"write-haiku:1\" is a local step: its files are in its mounted directory on your machine.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m10",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getStepToolsDefinition: {
        parameters: {
            query?: {
                /** @description Which provider's tool format to return. */
                format?: "openai" | "anthropic";
            };
            header?: never;
            path: {
                /**
                 * @description The step as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example analyze-customer-sentiment:2
                 */
                stepRef: components["parameters"]["StepRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tool definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "function",
                     *       "function": {
                     *         "name": "analyze-customer-sentiment",
                     *         "description": "Scores the sentiment of a ticket from -1 to 1.",
                     *         "parameters": {
                     *           "type": "object",
                     *           "properties": {
                     *             "text": {
                     *               "type": "string"
                     *             }
                     *           },
                     *           "required": [
                     *             "text"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ToolDefinition"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only tags on this kind of resource. */
                resourceType?: "step" | "workflow";
                /**
                 * @description Only tags on the step or workflow with this name.
                 * @example summarize
                 */
                resource?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "resourceType": "step",
                     *           "resource": "summarize",
                     *           "tag": "production",
                     *           "version": 4,
                     *           "updatedAt": "2025-04-10T11:00:00Z"
                     *         },
                     *         {
                     *           "resourceType": "step",
                     *           "resource": "summarize",
                     *           "tag": "latest",
                     *           "version": 5,
                     *           "updatedAt": "2025-04-12T08:21:40Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["TagList"];
                };
            };
            400: components["responses"]["BadListQuery"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "resourceType": "step",
                 *       "resource": "escalate_checker",
                 *       "version": 2,
                 *       "tag": "latest"
                 *     }
                 */
                "application/json": components["schemas"]["TagCreate"];
            };
        };
        responses: {
            /** @description The tag, now pointing at the given version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resourceType": "step",
                     *       "resource": "escalate_checker",
                     *       "tag": "latest",
                     *       "version": 2,
                     *       "updatedAt": "2025-04-21T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m11",
                     *       "details": [
                     *         {
                     *           "pointer": "/version",
                     *           "message": "Step \"summarize\" has no version 9."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of resource the tag is on. */
                resourceType: "step" | "workflow";
                /**
                 * @description Name of the step or workflow.
                 * @example summarize
                 */
                resource: string;
                /** @description The tag to remove. */
                tag: components["schemas"]["TagName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listPrompts: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only resources with this name; `%` matches any run of characters.
                 * @example analyze%
                 */
                name?: components["parameters"]["NameFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of prompt versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "prm_01jnq4r5s6t7v8w9x0y1z2a3b4",
                     *           "name": "hello-world-haiku",
                     *           "version": 1,
                     *           "format": "mustache",
                     *           "description": "Asks for a haiku about a topic.",
                     *           "content": "Write a haiku about {{topic}}.",
                     *           "tags": [
                     *             "latest"
                     *           ],
                     *           "createdAt": "2025-04-18T08:20:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["PromptList"];
                };
            };
            400: components["responses"]["BadListQuery"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createPrompt: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique value (a UUID works) that makes retries safe: a repeat with the same key within
                 *     24 hours returns the first response.
                 * @example 5f0c2b8e-1d7a-4c39-9e5b-2a6f8d4c1e07
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "escalate",
                 *       "format": "mustache",
                 *       "description": "Decides whether a ticket needs a human.",
                 *       "content": "Ticket: {{ticket.subject}}\n{{#ticket.tags}}- {{.}}\n{{/ticket.tags}}\nAnswer true if this ticket must be escalated, otherwise false.\n",
                 *       "tags": [
                 *         "latest"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PromptCreate"];
            };
        };
        responses: {
            /** @description The new prompt version. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prm_01jnr0a1b2c3d4e5f6g7h8j9k0",
                     *       "name": "escalate",
                     *       "version": 3,
                     *       "format": "mustache",
                     *       "description": "Decides whether a ticket needs a human.",
                     *       "content": "Ticket: {{ticket.subject}}\n{{#ticket.tags}}- {{.}}\n{{/ticket.tags}}\nAnswer true if this ticket must be escalated, otherwise false.\n",
                     *       "tags": [
                     *         "latest"
                     *       ],
                     *       "createdAt": "2025-04-21T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Prompt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m12",
                     *       "details": [
                     *         {
                     *           "pointer": "/content",
                     *           "message": "Not a valid Mustache template: section \"items\" is not closed (line 3)."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getPrompt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The prompt as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example hello-world-haiku:1
                 */
                promptRef: components["parameters"]["PromptRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prompt version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prm_01jnq4r5s6t7v8w9x0y1z2a3b4",
                     *       "name": "hello-world-haiku",
                     *       "version": 1,
                     *       "format": "mustache",
                     *       "description": "Asks for a haiku about a topic.",
                     *       "content": "Write a haiku about {{topic}}.",
                     *       "tags": [
                     *         "latest"
                     *       ],
                     *       "createdAt": "2025-04-18T08:20:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Prompt"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deletePrompt: {
        parameters: {
            query?: {
                /** @description Delete every version of the prompt. */
                all?: boolean;
                /** @description Delete even if step versions link the prompt. */
                force?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description The prompt as `name:version`, `name:tag`, or `name` for its `latest` tag.
                 * @example hello-world-haiku:1
                 */
                promptRef: components["parameters"]["PromptRef"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prompt version (or all versions) was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A step pins the prompt version. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "Prompt \"write-haiku:1\" is pinned by step \"write-haiku:2\"; set query parameter \"force\" to delete it anyway.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m13",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listPromptTags: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the prompt.
                 * @example escalate
                 */
                promptName: components["parameters"]["PromptName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "prompt": "escalate",
                     *           "tag": "latest",
                     *           "version": 3,
                     *           "updatedAt": "2025-04-21T09:00:00Z"
                     *         },
                     *         {
                     *           "prompt": "escalate",
                     *           "tag": "production",
                     *           "version": 2,
                     *           "updatedAt": "2025-04-02T14:12:09Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["PromptTagList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createPromptTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the prompt.
                 * @example escalate
                 */
                promptName: components["parameters"]["PromptName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tag": "production",
                 *       "version": 3
                 *     }
                 */
                "application/json": components["schemas"]["PromptTagCreate"];
            };
        };
        responses: {
            /** @description The tag, now pointing at the given version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "prompt": "escalate",
                     *       "tag": "production",
                     *       "version": 3,
                     *       "updatedAt": "2025-04-21T09:45:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PromptTag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m14",
                     *       "details": [
                     *         {
                     *           "pointer": "/version",
                     *           "message": "Prompt \"write-haiku\" has no version 7."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    deletePromptTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the prompt.
                 * @example escalate
                 */
                promptName: components["parameters"]["PromptName"];
                /** @description The tag to remove. */
                tag: components["schemas"]["TagName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listConnectors: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only resources with this name; `%` matches any run of characters.
                 * @example analyze%
                 */
                name?: components["parameters"]["NameFilter"];
                /** @description Only connectors of this kind. */
                kind?: components["schemas"]["ConnectorKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of connectors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "con_01jmy8a9b0c1d2e3f4g5h6j7k8",
                     *           "name": "tickets-postgres",
                     *           "kind": "postgres",
                     *           "description": "Read replica of the support database.",
                     *           "settings": {
                     *             "hostname": "db.internal.example.com",
                     *             "port": "5432",
                     *             "database": "tickets",
                     *             "username": "sandgarden"
                     *           },
                     *           "credentialFields": [
                     *             "password"
                     *           ],
                     *           "createdAt": "2025-02-06T10:00:00Z",
                     *           "updatedAt": "2025-02-06T10:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ConnectorList"];
                };
            };
            400: components["responses"]["BadListQuery"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createConnector: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A unique value (a UUID works) that makes retries safe: a repeat with the same key within
                 *     24 hours returns the first response.
                 * @example 5f0c2b8e-1d7a-4c39-9e5b-2a6f8d4c1e07
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "haiku-openai",
                 *       "kind": "openai",
                 *       "description": "OpenAI account for the haiku demo.",
                 *       "settings": {},
                 *       "credentials": {
                 *         "apiKey": "sk-proj-4f2a9c"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ConnectorCreate"];
            };
        };
        responses: {
            /** @description The new connector. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "con_01jsb2c3d4e5f6g7h8j9k0m1n2",
                     *       "name": "haiku-openai",
                     *       "kind": "openai",
                     *       "description": "OpenAI account for the haiku demo.",
                     *       "settings": {},
                     *       "credentialFields": [
                     *         "apiKey"
                     *       ],
                     *       "createdAt": "2025-04-18T08:10:00Z",
                     *       "updatedAt": "2025-04-18T08:10:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Connector"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A connector with this name already exists. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "A connector named \"haiku-openai\" already exists.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m16",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m15",
                     *       "details": [
                     *         {
                     *           "pointer": "/credentials",
                     *           "message": "Kind \"openai\" needs the credential \"apiKey\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getConnector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the connector.
                 * @example tickets-postgres
                 */
                connectorName: components["parameters"]["ConnectorName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connector. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "con_01jmy8a9b0c1d2e3f4g5h6j7k8",
                     *       "name": "tickets-postgres",
                     *       "kind": "postgres",
                     *       "description": "Read replica of the support database.",
                     *       "settings": {
                     *         "hostname": "db.internal.example.com",
                     *         "port": "5432",
                     *         "database": "tickets",
                     *         "username": "sandgarden"
                     *       },
                     *       "credentialFields": [
                     *         "password"
                     *       ],
                     *       "createdAt": "2025-02-06T10:00:00Z",
                     *       "updatedAt": "2025-02-06T10:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Connector"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteConnector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the connector.
                 * @example tickets-postgres
                 */
                connectorName: components["parameters"]["ConnectorName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connector was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateConnector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the connector.
                 * @example tickets-postgres
                 */
                connectorName: components["parameters"]["ConnectorName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "settings": {
                 *         "hostname": "db-replica-2.internal.example.com"
                 *       },
                 *       "credentials": {
                 *         "password": "n3w-s3cret"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ConnectorUpdate"];
            };
        };
        responses: {
            /** @description The updated connector. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "con_01jmy8a9b0c1d2e3f4g5h6j7k8",
                     *       "name": "tickets-postgres",
                     *       "kind": "postgres",
                     *       "description": "Read replica of the support database.",
                     *       "settings": {
                     *         "hostname": "db-replica-2.internal.example.com",
                     *         "port": "5432",
                     *         "database": "tickets",
                     *         "username": "sandgarden"
                     *       },
                     *       "credentialFields": [
                     *         "password"
                     *       ],
                     *       "createdAt": "2025-02-06T10:00:00Z",
                     *       "updatedAt": "2025-04-21T10:05:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Connector"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m17",
                     *       "details": [
                     *         {
                     *           "pointer": "/settings",
                     *           "message": "Kind \"openai\" has no setting \"modle\"; did you mean \"model\"?"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listClusters: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of clusters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cls_01jm0a1b2c3d4e5f6g7h8j9k0m",
                     *           "name": "getting-started",
                     *           "description": "Local directors for the tutorial.",
                     *           "tags": [
                     *             "getting-started"
                     *           ],
                     *           "connectedDirectors": 1,
                     *           "createdAt": "2025-03-27T15:00:00Z"
                     *         },
                     *         {
                     *           "id": "cls_01jm0z9y8x7w6v5t4s3r2q1p0n",
                     *           "name": "reliable-optimal-boat",
                     *           "description": "",
                     *           "tags": [],
                     *           "connectedDirectors": 3,
                     *           "createdAt": "2025-01-29T12:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ClusterList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createCluster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "getting-started",
                 *       "description": "Local directors for the tutorial.",
                 *       "tags": [
                 *         "getting-started"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ClusterCreate"];
            };
        };
        responses: {
            /** @description The new cluster. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cls_01jm0a1b2c3d4e5f6g7h8j9k0m",
                     *       "name": "getting-started",
                     *       "description": "Local directors for the tutorial.",
                     *       "tags": [
                     *         "getting-started"
                     *       ],
                     *       "connectedDirectors": 0,
                     *       "createdAt": "2025-03-27T15:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Cluster"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A cluster with this name already exists. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "A cluster named \"getting-started\" already exists.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m19",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m18",
                     *       "details": [
                     *         {
                     *           "pointer": "/name",
                     *           "message": "Must match ^[a-z0-9][a-z0-9_-]*$."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getCluster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the cluster.
                 * @example reliable-optimal-boat
                 */
                clusterName: components["parameters"]["ClusterName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cluster. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cls_01jm0z9y8x7w6v5t4s3r2q1p0n",
                     *       "name": "reliable-optimal-boat",
                     *       "description": "",
                     *       "tags": [],
                     *       "connectedDirectors": 3,
                     *       "createdAt": "2025-01-29T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Cluster"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCluster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the cluster.
                 * @example reliable-optimal-boat
                 */
                clusterName: components["parameters"]["ClusterName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cluster was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Directors are connected to the cluster. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "Cluster \"getting-started\" has 2 connected directors; stop or move them first.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m21",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    updateCluster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the cluster.
                 * @example reliable-optimal-boat
                 */
                clusterName: components["parameters"]["ClusterName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Production directors in us-east-2.",
                 *       "tags": [
                 *         "production",
                 *         "aws"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ClusterUpdate"];
            };
        };
        responses: {
            /** @description The updated cluster. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "cls_01jm0z9y8x7w6v5t4s3r2q1p0n",
                     *       "name": "reliable-optimal-boat",
                     *       "description": "Production directors in us-east-2.",
                     *       "tags": [
                     *         "production",
                     *         "aws"
                     *       ],
                     *       "connectedDirectors": 3,
                     *       "createdAt": "2025-01-29T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Cluster"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m20",
                     *       "details": [
                     *         {
                     *           "pointer": "/tags/0",
                     *           "message": "Must be at most 64 characters long."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listTestSuites: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only resources with this name; `%` matches any run of characters.
                 * @example analyze%
                 */
                name?: components["parameters"]["NameFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of test suites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ts_01jn1y2z3a4b5c6d7e8f9g0h1j",
                     *           "name": "escalations",
                     *           "description": "Tickets that must or must not be escalated.",
                     *           "target": {
                     *             "type": "step",
                     *             "ref": "escalate_checker:latest"
                     *           },
                     *           "caseCount": 10,
                     *           "createdAt": "2025-02-11T09:00:00Z",
                     *           "updatedAt": "2025-04-20T17:45:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["TestSuiteList"];
                };
            };
            400: components["responses"]["BadListQuery"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createTestSuite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "escalations",
                 *       "description": "Tickets that must or must not be escalated.",
                 *       "target": {
                 *         "type": "step",
                 *         "ref": "escalate_checker:latest"
                 *       },
                 *       "cases": [
                 *         {
                 *           "name": "angry refund request",
                 *           "inputs": [
                 *             {
                 *               "ticket_id": 1
                 *             }
                 *           ],
                 *           "validators": [
                 *             {
                 *               "type": "regex",
                 *               "pattern": "true",
                 *               "jpath": "$.escalate"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TestSuiteCreate"];
            };
        };
        responses: {
            /** @description The new test suite. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ts_01jn1y2z3a4b5c6d7e8f9g0h1j",
                     *       "name": "escalations",
                     *       "description": "Tickets that must or must not be escalated.",
                     *       "target": {
                     *         "type": "step",
                     *         "ref": "escalate_checker:latest"
                     *       },
                     *       "caseCount": 1,
                     *       "createdAt": "2025-02-11T09:00:00Z",
                     *       "updatedAt": "2025-02-11T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TestSuite"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A test suite with this name already exists. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "A test suite named \"haiku-regressions\" already exists.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m23",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m22",
                     *       "details": [
                     *         {
                     *           "pointer": "/target/ref",
                     *           "message": "Workflow \"hello-haiku:latest\" does not exist."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getTestSuite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test suite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ts_01jn1y2z3a4b5c6d7e8f9g0h1j",
                     *       "name": "escalations",
                     *       "description": "Tickets that must or must not be escalated.",
                     *       "target": {
                     *         "type": "step",
                     *         "ref": "escalate_checker:latest"
                     *       },
                     *       "caseCount": 10,
                     *       "createdAt": "2025-02-11T09:00:00Z",
                     *       "updatedAt": "2025-04-20T17:45:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TestSuite"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTestSuite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test suite was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTestSuite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "target": {
                 *         "type": "step",
                 *         "ref": "escalate_checker:2"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TestSuiteUpdate"];
            };
        };
        responses: {
            /** @description The updated test suite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ts_01jn1y2z3a4b5c6d7e8f9g0h1j",
                     *       "name": "escalations",
                     *       "description": "Tickets that must or must not be escalated.",
                     *       "target": {
                     *         "type": "step",
                     *         "ref": "escalate_checker:2"
                     *       },
                     *       "caseCount": 10,
                     *       "createdAt": "2025-02-11T09:00:00Z",
                     *       "updatedAt": "2025-04-21T11:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TestSuite"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Another test suite has the new name. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "A test suite named \"haiku-regressions\" already exists.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m25",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m24",
                     *       "details": [
                     *         {
                     *           "pointer": "/target/ref",
                     *           "message": "Step \"summarize:9\" does not exist."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listTestCases: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of test cases. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tc_01jn1z0a1b2c3d4e5f6g7h8j9k",
                     *           "testSuiteId": "ts_01jn1y2z3a4b5c6d7e8f9g0h1j",
                     *           "name": "angry refund request",
                     *           "inputs": [
                     *             {
                     *               "ticket_id": 1
                     *             },
                     *             {
                     *               "ticket_id": 7
                     *             }
                     *           ],
                     *           "validators": [
                     *             {
                     *               "type": "regex",
                     *               "pattern": "true",
                     *               "jpath": "$.escalate"
                     *             }
                     *           ],
                     *           "createdAt": "2025-02-11T09:00:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["TestCaseList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createTestCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "polite question",
                 *       "inputs": [
                 *         {
                 *           "ticket_id": 12
                 *         }
                 *       ],
                 *       "validators": [
                 *         {
                 *           "type": "regex",
                 *           "pattern": "false",
                 *           "jpath": "$.escalate"
                 *         },
                 *         {
                 *           "type": "workflow",
                 *           "workflow": "judge-tone:production"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TestCaseCreate"];
            };
        };
        responses: {
            /** @description The new test case. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tc_01jn3c4d5e6f7g8h9j0k1m2n3p",
                     *       "testSuiteId": "ts_01jn1y2z3a4b5c6d7e8f9g0h1j",
                     *       "name": "polite question",
                     *       "inputs": [
                     *         {
                     *           "ticket_id": 12
                     *         }
                     *       ],
                     *       "validators": [
                     *         {
                     *           "type": "regex",
                     *           "pattern": "false",
                     *           "jpath": "$.escalate"
                     *         },
                     *         {
                     *           "type": "workflow",
                     *           "workflow": "judge-tone:production"
                     *         }
                     *       ],
                     *       "createdAt": "2025-04-21T11:10:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TestCase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m26",
                     *       "details": [
                     *         {
                     *           "pointer": "/validators/0",
                     *           "message": "Unknown validator type \"regex-match\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getTestCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /**
                 * @description ID of the test case.
                 * @example tc_01jn1z0a1b2c3d4e5f6g7h8j9k
                 */
                testCaseId: components["parameters"]["TestCaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test case. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tc_01jn1z0a1b2c3d4e5f6g7h8j9k",
                     *       "testSuiteId": "ts_01jn1y2z3a4b5c6d7e8f9g0h1j",
                     *       "name": "angry refund request",
                     *       "inputs": [
                     *         {
                     *           "ticket_id": 1
                     *         },
                     *         {
                     *           "ticket_id": 7
                     *         }
                     *       ],
                     *       "validators": [
                     *         {
                     *           "type": "regex",
                     *           "pattern": "true",
                     *           "jpath": "$.escalate"
                     *         }
                     *       ],
                     *       "createdAt": "2025-02-11T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TestCase"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteTestCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /**
                 * @description ID of the test case.
                 * @example tc_01jn1z0a1b2c3d4e5f6g7h8j9k
                 */
                testCaseId: components["parameters"]["TestCaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test case was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateTestCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the test suite.
                 * @example ts_01jn1y2z3a4b5c6d7e8f9g0h1j
                 */
                testSuiteId: components["parameters"]["TestSuiteId"];
                /**
                 * @description ID of the test case.
                 * @example tc_01jn1z0a1b2c3d4e5f6g7h8j9k
                 */
                testCaseId: components["parameters"]["TestCaseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "inputs": [
                 *         {
                 *           "ticket_id": 1
                 *         },
                 *         {
                 *           "ticket_id": 7
                 *         },
                 *         {
                 *           "ticket_id": 31
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["TestCaseUpdate"];
            };
        };
        responses: {
            /** @description The updated test case. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tc_01jn1z0a1b2c3d4e5f6g7h8j9k",
                     *       "testSuiteId": "ts_01jn1y2z3a4b5c6d7e8f9g0h1j",
                     *       "name": "angry refund request",
                     *       "inputs": [
                     *         {
                     *           "ticket_id": 1
                     *         },
                     *         {
                     *           "ticket_id": 7
                     *         },
                     *         {
                     *           "ticket_id": 31
                     *         }
                     *       ],
                     *       "validators": [
                     *         {
                     *           "type": "regex",
                     *           "pattern": "true",
                     *           "jpath": "$.escalate"
                     *         }
                     *       ],
                     *       "createdAt": "2025-02-11T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TestCase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m27",
                     *       "details": [
                     *         {
                     *           "pointer": "/inputs/0",
                     *           "message": "Does not match the input schema of step \"summarize:3\": \"text\" is missing."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only keys of this type. */
                type?: components["schemas"]["ApiKeyType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of API keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "key_01jm1b2c3d4e5f6g7h8j9k0m1n",
                     *           "name": "getting-started director",
                     *           "type": "director",
                     *           "prefix": "sk_dir_7Hq2",
                     *           "userId": "usr_01jm0c1d2e3f4g5h6j7k8m9n0p",
                     *           "createdAt": "2025-03-27T15:02:00Z",
                     *           "expiresAt": "2026-03-27T00:00:00Z",
                     *           "lastUsedAt": "2025-04-21T09:14:03Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "CI pipeline",
                 *       "type": "user",
                 *       "expiresAt": "2026-01-01T00:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description The new key, with its secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "key_01jsb9c8d7e6f5g4h3j2k1m0n9",
                     *       "name": "CI pipeline",
                     *       "type": "user",
                     *       "prefix": "sk_usr_Vb81",
                     *       "userId": "usr_01jm0c1d2e3f4g5h6j7k8m9n0p",
                     *       "createdAt": "2025-04-21T12:00:00Z",
                     *       "expiresAt": "2026-01-01T00:00:00Z",
                     *       "lastUsedAt": null,
                     *       "secret": "sk_usr_Vb81kQ9xT2mZ7pL4cW6rY0nD3sF5hJ8a"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m28",
                     *       "details": [
                     *         {
                     *           "pointer": "/expiresAt",
                     *           "message": "Must be in the future."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the API key.
                 * @example key_01jm1b2c3d4e5f6g7h8j9k0m1n
                 */
                apiKeyId: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "key_01jm1b2c3d4e5f6g7h8j9k0m1n",
                     *       "name": "getting-started director",
                     *       "type": "director",
                     *       "prefix": "sk_dir_7Hq2",
                     *       "userId": "usr_01jm0c1d2e3f4g5h6j7k8m9n0p",
                     *       "createdAt": "2025-03-27T15:02:00Z",
                     *       "expiresAt": "2026-03-27T00:00:00Z",
                     *       "lastUsedAt": "2025-04-21T09:14:03Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the API key.
                 * @example key_01jm1b2c3d4e5f6g7h8j9k0m1n
                 */
                apiKeyId: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key was revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createUserApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the user, or `me` for the calling user.
                 * @example usr_01jm0c1d2e3f4g5h6j7k8m9n0p
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "on-call laptop",
                 *       "type": "user",
                 *       "expiresAt": null
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description The new key, with its secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "key_01jsbb1c2d3e4f5g6h7j8k9m0n",
                     *       "name": "on-call laptop",
                     *       "type": "user",
                     *       "prefix": "sk_usr_Qm40",
                     *       "userId": "usr_01jn7d8e9f0g1h2j3k4m5n6p7q",
                     *       "createdAt": "2025-04-21T12:05:00Z",
                     *       "expiresAt": null,
                     *       "lastUsedAt": null,
                     *       "secret": "sk_usr_Qm40Zr8yW1xV5uT9sR3qP7oN2mL6kJ4h"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m29",
                     *       "details": [
                     *         {
                     *           "pointer": "/expiresAt",
                     *           "message": "Must be at most one year from now."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "name": "Ada Lovelace",
                 *       "role": "member"
                 *     }
                 */
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description The invited user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "usr_01jn7d8e9f0g1h2j3k4m5n6p7q",
                     *       "email": "ada@example.com",
                     *       "name": "Ada Lovelace",
                     *       "role": "member",
                     *       "status": "invited",
                     *       "createdAt": "2025-04-21T12:10:00Z",
                     *       "lastLoginAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The person is already a user of your organization. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "A user with the email \"ada@example.com\" is already in your organization.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m31",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m30",
                     *       "details": [
                     *         {
                     *           "pointer": "/email",
                     *           "message": "Must be an email address."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the user, or `me` for the calling user.
                 * @example usr_01jm0c1d2e3f4g5h6j7k8m9n0p
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "usr_01jm0c1d2e3f4g5h6j7k8m9n0p",
                     *       "email": "grace@example.com",
                     *       "name": "Grace Hopper",
                     *       "role": "owner",
                     *       "status": "active",
                     *       "createdAt": "2025-01-27T09:00:00Z",
                     *       "lastLoginAt": "2025-04-21T08:55:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the user, or `me` for the calling user.
                 * @example usr_01jm0c1d2e3f4g5h6j7k8m9n0p
                 */
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The user is the last owner. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "conflict",
                     *       "message": "User \"usr_01jm0c1d2e3f4g5h6j7k8m9n0p\" is the last owner of the organization; make another user an owner first.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m32",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getOrg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "org_01jm0a0b0c0d0e0f0g0h0j0k0m",
                     *       "name": "Example Support Co.",
                     *       "slug": "example-support",
                     *       "defaultCluster": "reliable-optimal-boat",
                     *       "memberCount": 7,
                     *       "createdAt": "2025-01-27T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Organization"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    patchOrg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "defaultCluster": "getting-started"
                 *     }
                 */
                "application/json": components["schemas"]["OrganizationPatch"];
            };
        };
        responses: {
            /** @description The updated organization. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "org_01jm0a0b0c0d0e0f0g0h0j0k0m",
                     *       "name": "Example Support Co.",
                     *       "slug": "example-support",
                     *       "defaultCluster": "getting-started",
                     *       "memberCount": 7,
                     *       "createdAt": "2025-01-27T09:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m33",
                     *       "details": [
                     *         {
                     *           "pointer": "/defaultCluster",
                     *           "message": "Cluster \"prod-eu\" does not exist."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listAssets: {
        parameters: {
            query?: {
                /** @description Only builds of this product. */
                product?: components["schemas"]["AssetProduct"];
                /** @description Only builds of this version; `latest` for the newest. */
                version?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching builds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "product": "sand",
                     *           "version": "1.4.0",
                     *           "os": "linux",
                     *           "arch": "amd64",
                     *           "file": "sand_linux_amd64",
                     *           "size": 24117248,
                     *           "sha256": "5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592",
                     *           "url": "https://api.sandgarden.com/api/v1/assets/sand/latest/sand_linux_amd64"
                     *         },
                     *         {
                     *           "product": "sand",
                     *           "version": "1.4.0",
                     *           "os": "osx",
                     *           "arch": "arm64",
                     *           "file": "sand_osx_arm64",
                     *           "size": 23592960,
                     *           "sha256": "7e240de74fb1ed08fa08d38063f6a6a97e240de74fb1ed08fa08d38063f6a6a9",
                     *           "url": "https://api.sandgarden.com/api/v1/assets/sand/latest/sand_osx_arm64"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Asset"][];
                    };
                };
            };
            /** @description A query parameter has a value the operation does not accept. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "bad_request",
                     *       "message": "Query parameter \"product\" must be one of: sand, sgdirector.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m34",
                     *       "details": []
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    downloadAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which program to download. */
                product: components["schemas"]["AssetProduct"];
                /**
                 * @description A version such as `1.4.0`, or `latest`.
                 * @example latest
                 */
                version: string;
                /**
                 * @description File name in the form `{product}_{os}_{arch}`.
                 * @example sand_linux_amd64
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the file. */
            302: {
                headers: {
                    /** @description Short-lived URL of the file. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hostname": "ip-10-0-1-23.us-east-2.compute.internal",
                 *       "version": "1.4.0",
                 *       "cluster": "reliable-optimal-boat",
                 *       "os": "linux",
                 *       "arch": "amd64",
                 *       "capabilities": [
                 *         "docker",
                 *         "local"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DirectorRegistration"];
            };
        };
        responses: {
            /** @description The director is registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "directorId": "dir_01jn8e9f0g1h2j3k4m5n6p7q8r",
                     *       "cluster": "reliable-optimal-boat",
                     *       "heartbeatIntervalSeconds": 15,
                     *       "metricsIntervalSeconds": 60
                     *     }
                     */
                    "application/json": components["schemas"]["DirectorRegistrationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m35",
                     *       "details": [
                     *         {
                     *           "pointer": "/version",
                     *           "message": "Director 1.2.0 is no longer supported; upgrade to 1.6.0 or later."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listConnections: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page; omit for the first page.
                 * @example c_01jmzd2k3m4n5p6q7r8s9t0v1w
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only directors in this cluster.
                 * @example reliable-optimal-boat
                 */
                cluster?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of connections. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "directorId": "dir_01jn8e9f0g1h2j3k4m5n6p7q8r",
                     *           "cluster": "reliable-optimal-boat",
                     *           "hostname": "ip-10-0-1-23.us-east-2.compute.internal",
                     *           "version": "1.4.0",
                     *           "state": "connected",
                     *           "activeRuns": 2,
                     *           "connectedAt": "2025-04-21T06:00:00Z",
                     *           "lastHeartbeatAt": "2025-04-21T09:14:00Z"
                     *         }
                     *       ],
                     *       "hasMore": false,
                     *       "nextCursor": null,
                     *       "total": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ConnectionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getConnectionsCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 4,
                     *       "byCluster": {
                     *         "reliable-optimal-boat": 3,
                     *         "getting-started": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ConnectionsCount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    updateConnections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the director, as returned by Register a director.
                 * @example dir_01jn8e9f0g1h2j3k4m5n6p7q8r
                 */
                directorId: components["parameters"]["DirectorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "connected",
                 *       "activeRuns": 2,
                 *       "version": "1.4.0"
                 *     }
                 */
                "application/json": components["schemas"]["ConnectionUpdate"];
            };
        };
        responses: {
            /** @description The connection as the control plane now sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "directorId": "dir_01jn8e9f0g1h2j3k4m5n6p7q8r",
                     *       "cluster": "reliable-optimal-boat",
                     *       "hostname": "ip-10-0-1-23.us-east-2.compute.internal",
                     *       "version": "1.4.0",
                     *       "state": "connected",
                     *       "activeRuns": 2,
                     *       "connectedAt": "2025-04-21T06:00:00Z",
                     *       "lastHeartbeatAt": "2025-04-21T09:14:15Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m36",
                     *       "details": [
                     *         {
                     *           "pointer": "/activeRuns",
                     *           "message": "Must be 0 or more."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    receiveMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ID of the director, as returned by Register a director.
                 * @example dir_01jn8e9f0g1h2j3k4m5n6p7q8r
                 */
                directorId: components["parameters"]["DirectorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "points": [
                 *         {
                 *           "name": "run_duration_ms",
                 *           "value": 4120,
                 *           "unit": "ms",
                 *           "timestamp": "2025-04-21T09:14:07Z",
                 *           "labels": {
                 *             "target": "analyze-support-ticket:11"
                 *           }
                 *         },
                 *         {
                 *           "name": "queue_depth",
                 *           "value": 0,
                 *           "unit": "count",
                 *           "timestamp": "2025-04-21T09:14:07Z",
                 *           "labels": {}
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["MetricsBatch"];
            };
        };
        responses: {
            /** @description The metrics were accepted for processing. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accepted": 2
                     *     }
                     */
                    "application/json": {
                        /** @description Number of points accepted. */
                        accepted: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The body is well-formed but breaks a rule; `details` names each problem. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "validation_failed",
                     *       "message": "The request body has 1 problem.",
                     *       "requestId": "req_01jsbc2d3e4f5g6h7j8k9m37",
                     *       "details": [
                     *         {
                     *           "pointer": "/points/0/timestamp",
                     *           "message": "Must be within the last 24 hours."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAuthMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authentication metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiKeyHeader": "Authorization",
                     *       "apiKeyScheme": "Bearer",
                     *       "issuer": "https://auth.sandgarden.com/",
                     *       "authorizationEndpoint": "https://auth.sandgarden.com/authorize",
                     *       "tokenEndpoint": "https://auth.sandgarden.com/oauth/token",
                     *       "deviceAuthorizationEndpoint": "https://auth.sandgarden.com/oauth/device/code",
                     *       "clientId": "sand-cli"
                     *     }
                     */
                    "application/json": components["schemas"]["AuthMetadata"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    verifyApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "valid": true,
                     *       "organizationId": "org_01jm0a0b0c0d0e0f0g0h0j0k0m",
                     *       "key": {
                     *         "id": "key_01jsb9c8d7e6f5g4h3j2k1m0n9",
                     *         "name": "CI pipeline",
                     *         "type": "user",
                     *         "prefix": "sk_usr_Vb81",
                     *         "userId": "usr_01jm0c1d2e3f4g5h6j7k8m9n0p",
                     *         "createdAt": "2025-04-21T12:00:00Z",
                     *         "expiresAt": "2026-01-01T00:00:00Z",
                     *         "lastUsedAt": "2025-04-21T12:30:00Z"
                     *       },
                     *       "role": "owner"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyVerification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is healthy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "checks": {
                     *         "database": "ok",
                     *         "queue": "ok"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The service is unhealthy. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable",
                     *       "checks": {
                     *         "database": "ok",
                     *         "queue": "unavailable"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Information about the API. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiVersion": "1.4.0",
                     *       "build": "2025-04-18.3",
                     *       "minCliVersion": "1.2.0",
                     *       "minDirectorVersion": "1.2.0",
                     *       "region": "us-east-2"
                     *     }
                     */
                    "application/json": components["schemas"]["Info"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
}
