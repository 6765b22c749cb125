// case: sm12.link.texcoord/valid/vs_2_x+ps_1_3/pscode-texreg2ar (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {pscode: texreg2ar, vscode: mov oT0, v0 mov oT1, v0}
vs_2_x
dcl_position v0
mov oT0, v0
mov oT1, v0
mov oPos, v0
