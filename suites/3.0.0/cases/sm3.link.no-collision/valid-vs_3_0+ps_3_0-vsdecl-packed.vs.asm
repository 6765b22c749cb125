// case: sm3.link.no-collision/valid/vs_3_0+ps_3_0/vsdecl-packed (link)
// expect: valid
// stage: vs
// origin: templates link_vs + link_ps {pscode: mov r0.xyz, v0, psdecl: dcl_texcoord0 v0.x dcl_texcoord1 v0.yz, vscode: mov o1, v0, vsdecl: packed}
vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.x
dcl_texcoord1 o1.yzw
mov o1, v0
mov o0, v0
