// case: sm12.link.color/invalid/vs_2_sw+ps_1_4/vscode-other (link)
// expect: invalid [sm12.link.color]
// stage: ps
// origin: templates link_vs + link_ps {pscode: mov r1, v0, vscode: other}
ps_1_4
mov r1, v0
mov r0, c0
