// case: sm12.link.color/invalid/vs_2_x+ps_1_3/vscode-none (link)
// expect: invalid [sm12.link.color]
// stage: vs
// origin: templates link_vs + link_ps {pscode: mov r1, v0, vscode: none}
vs_2_x
dcl_position v0
mov oPos, v0
