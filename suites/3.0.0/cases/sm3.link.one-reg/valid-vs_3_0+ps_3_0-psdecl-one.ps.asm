// case: sm3.link.one-reg/valid/vs_3_0+ps_3_0/psdecl-one (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: mov r0.x, v0, psdecl: one, vscode: mov o1, v0, vsdecl: dcl_texcoord0 o1.x dcl_texcoord1 o1.yz dcl_texcoord2 o1.w}
ps_3_0
dcl_texcoord0 v0.x
dcl_texcoord1 v0.yz
mov r0.x, v0
mov oC0, c0
