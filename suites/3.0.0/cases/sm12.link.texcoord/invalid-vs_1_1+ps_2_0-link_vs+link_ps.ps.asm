// case: sm12.link.texcoord/invalid/vs_1_1+ps_2_0/link_vs+link_ps (link)
// expect: invalid [sm12.link.texcoord]
// stage: ps
// origin: templates link_vs + link_ps {pscode: mov r1, t0, psdecl: dcl t0, vscode: mov oT1, v0}
ps_2_0
dcl t0
mov r1, t0
mov oC0, c0
