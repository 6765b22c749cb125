// case: sm12.link.texcoord/valid/vs_1_1+ps_2_0/link_vs+link_ps (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {pscode: mov r1, t3, psdecl: dcl t3, vscode: mov oT3, v0}
vs_1_1
dcl_position v0
mov oT3, v0
mov oPos, v0
