// case: sm12.link.texcoord/valid/vs_2_x+ps_1_3/pscode-texreg2ar (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: texreg2ar, vscode: mov oT0, v0 mov oT1, v0}
ps_1_3
tex t0
texreg2ar t2, t0
mov r1, t2
mov r0, c0
