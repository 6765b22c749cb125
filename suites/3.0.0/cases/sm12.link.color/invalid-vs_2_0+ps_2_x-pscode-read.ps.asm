// case: sm12.link.color/invalid/vs_2_0+ps_2_x/pscode-read (link)
// expect: invalid [sm12.link.color]
// stage: ps
// origin: templates link_vs + link_ps {pscode: read, psdecl: dcl v0 dcl v1, vscode: mov oD0, v0}
ps_2_x
dcl v0
dcl v1
mov r1, v1
mov oC0, c0
