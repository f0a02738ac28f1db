import ProjectDescription

let workspace = Workspace(
  name: "Stays",
  projects: [
    "Projects/App",
    "Features/*",
  ]
)
