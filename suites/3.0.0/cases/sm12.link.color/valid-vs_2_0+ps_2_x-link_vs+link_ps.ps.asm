// case: sm12.link.color/valid/vs_2_0+ps_2_x/link_vs+link_ps (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: mov r1, v0, psdecl: dcl v0, vscode: mov oD0, v0}
ps_2_x
dcl v0
mov r1, v0
mov oC0, c0
