// case: sm12.link.color/invalid/vs_1_1+ps_1_1/vscode-other (link)
// expect: invalid [sm12.link.color]
// stage: vs
// origin: templates link_vs + link_ps {pscode: mov r1, v0, vscode: other}
vs_1_1
dcl_position v0
mov oD1, v0
mov oPos, v0
