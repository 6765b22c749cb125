// case: ps1.tex-dst-t/invalid/ps_1_1/promoted-0e427c6185db (validate)
// expect: invalid [ps1.tex-dst-t]
// origin: promoted promoted/ps1.tex-dst-t-invalid-0e427c6185db.yaml
ps_1_1
tex r0
