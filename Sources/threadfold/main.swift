import ThreadFoldCLI

ThreadFoldCLI.main()
