// case: sm12.link.texcoord/invalid/vs_2_x+ps_2_sw/link_vs+link_ps (link)
// expect: invalid [sm12.link.texcoord]
// stage: vs
// origin: templates link_vs + link_ps {pscode: mov r1, t0, psdecl: dcl t0, vscode: mov oT1, v0}
vs_2_x
dcl_position v0
mov oT1, v0
mov oPos, v0
