import sys

from nesy_chat.cli import main

sys.exit(main())
