// case: sm12.link.texcoord/valid/vs_2_x+ps_2_sw/link_vs+link_ps (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: mov r1, t3, psdecl: dcl t3, vscode: mov oT3, v0}
ps_2_sw
dcl t3
mov r1, t3
mov oC0, c0
