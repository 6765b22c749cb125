// case: sm3.link.one-reg/invalid/vs_3_sw+ps_3_0/psdecl-two (link)
// expect: invalid [sm3.link.one-reg]
// stage: ps
// origin: templates link_vs + link_ps {pscode: mov r0.x, v0, psdecl: two, vscode: mov o1, v0, vsdecl: dcl_texcoord0 o1.x dcl_texcoord1 o1.yz dcl_texcoord2 o1.w}
ps_3_0
dcl_texcoord0 v0.x
dcl_texcoord1 v1.yz
mov r0.x, v0
mov oC0, c0
