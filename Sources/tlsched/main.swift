import TimelineInspector

// `gitVersion` is written at build time by the VersionFromGit plugin.
ScheduleInspector.tlsched(version: gitVersion).main()
