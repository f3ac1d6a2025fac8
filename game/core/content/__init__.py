"""The content pipeline: YAML with positions -> mods merged -> validated -> frozen definitions."""
