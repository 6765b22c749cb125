// case: ps1.cmp-dp4-dst-distinct/invalid/ps_1_3/code-dp4 (validate)
// expect: invalid [ps1.cmp-dp4-dst-distinct]
// origin: template code {code: dp4}
ps_1_3
mov r1, c0
dp4 r1, c1, r1
mov r0, r1
mov r0, c0
