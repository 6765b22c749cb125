// case: sm12.link.texcoord/invalid/vs_2_0+ps_1_2/pscode-tex (link)
// expect: invalid [sm12.link.texcoord]
// stage: ps
// origin: templates link_vs + link_ps {pscode: tex, vscode: mov oT1, v0}
ps_1_2
tex t0
mov r1, t0
mov r0, c0
