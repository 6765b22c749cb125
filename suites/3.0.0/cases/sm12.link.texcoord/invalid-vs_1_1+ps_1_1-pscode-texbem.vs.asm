// case: sm12.link.texcoord/invalid/vs_1_1+ps_1_1/pscode-texbem (link)
// expect: invalid [sm12.link.texcoord]
// stage: vs
// origin: templates link_vs + link_ps {pscode: texbem, vscode: mov oT1, v0}
vs_1_1
dcl_position v0
mov oT1, v0
mov oPos, v0
