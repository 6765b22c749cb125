// case: sm3.link.no-collision/invalid/vs_3_sw+ps_3_sw/link_vs+link_ps (link)
// expect: invalid [sm3.link.no-collision]
// stage: vs
// origin: templates link_vs + link_ps {pscode: mov r0.xyz, v0, psdecl: dcl_texcoord0 v0.x dcl_texcoord1 v0.yz, vscode: mov o1.x, v0 mov o2.yzw, v0, vsdecl: dcl_texcoord0 o1.x dcl_texcoord1 o2.yzw}
vs_3_sw
dcl_position v0
dcl_position o0
dcl_texcoord0 o1.x
dcl_texcoord1 o2.yzw
mov o1.x, v0
mov o2.yzw, v0
mov o0, v0
