// case: sm12.link.color/invalid/vs_2_x+ps_2_sw/pscode-read (link)
// expect: invalid [sm12.link.color]
// stage: vs
// origin: templates link_vs + link_ps {pscode: read, psdecl: dcl v0 dcl v1, vscode: mov oD0, v0}
vs_2_x
dcl_position v0
mov oD0, v0
mov oPos, v0
