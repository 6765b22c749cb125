// case: sm12.link.color/invalid/vs_1_1+ps_2_0/pscode-unread (link)
// expect: invalid [sm12.link.color]
// stage: vs
// origin: templates link_vs + link_ps {pscode: unread, psdecl: dcl v0 dcl v1, vscode: mov oD0, v0}
vs_1_1
dcl_position v0
mov oD0, v0
mov oPos, v0
