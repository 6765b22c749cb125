// case: sm12.link.color/valid/vs_2_x+ps_1_3/link_vs+link_ps (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {pscode: add r1, v0, v1, vscode: mov oD0, v0 mov oD1, v0}
vs_2_x
dcl_position v0
mov oD0, v0
mov oD1, v0
mov oPos, v0
