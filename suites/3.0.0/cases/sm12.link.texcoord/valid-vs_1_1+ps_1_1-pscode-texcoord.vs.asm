// case: sm12.link.texcoord/valid/vs_1_1+ps_1_1/pscode-texcoord (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {pscode: texcoord, vscode: mov oT0, v0 mov oT1, v0}
vs_1_1
dcl_position v0
mov oT0, v0
mov oT1, v0
mov oPos, v0
