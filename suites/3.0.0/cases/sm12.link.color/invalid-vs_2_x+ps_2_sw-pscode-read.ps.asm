// case: sm12.link.color/invalid/vs_2_x+ps_2_sw/pscode-read (link)
// expect: invalid [sm12.link.color]
// stage: ps
// origin: templates link_vs + link_ps {pscode: read, psdecl: dcl v0 dcl v1, vscode: mov oD0, v0}
ps_2_sw
dcl v0
dcl v1
mov r1, v1
mov oC0, c0
