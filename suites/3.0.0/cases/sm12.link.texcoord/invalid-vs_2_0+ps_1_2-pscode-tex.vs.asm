// case: sm12.link.texcoord/invalid/vs_2_0+ps_1_2/pscode-tex (link)
// expect: invalid [sm12.link.texcoord]
// stage: vs
// origin: templates link_vs + link_ps {pscode: tex, vscode: mov oT1, v0}
vs_2_0
dcl_position v0
mov oT1, v0
mov oPos, v0
