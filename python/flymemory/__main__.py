from flymemory.service import main

raise SystemExit(main())
