// case: sm3.link.no-collision/valid/vs_3_sw+ps_3_0/vsdecl-packed (link)
// expect: valid
// stage: ps
// origin: templates link_vs + link_ps {pscode: mov r0.xyz, v0, psdecl: dcl_texcoord0 v0.x dcl_texcoord1 v0.yz, vscode: mov o1, v0, vsdecl: packed}
ps_3_0
dcl_texcoord0 v0.x
dcl_texcoord1 v0.yz
mov r0.xyz, v0
mov oC0, c0
