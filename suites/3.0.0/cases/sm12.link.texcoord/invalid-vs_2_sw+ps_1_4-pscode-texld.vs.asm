// case: sm12.link.texcoord/invalid/vs_2_sw+ps_1_4/pscode-texld (link)
// expect: invalid [sm12.link.texcoord]
// stage: vs
// origin: templates link_vs + link_ps {pscode: texld, vscode: mov oT1, v0}
vs_2_sw
dcl_position v0
mov oT1, v0
mov oPos, v0
