// case: sm3.link.no-collision/invalid/vs_3_0+ps_3_0/color (link)
// expect: invalid [sm3.link.no-collision]
// stage: ps
// origin: templates link_vs + link_ps {pscode: mov r0, v0, psdecl: dcl_color0 v0.xy dcl_texcoord0 v0.zw, vscode: mov o1, v0 mov o2, v0, vsdecl: dcl_color0 o1 dcl_texcoord0 o2}
ps_3_0
dcl_color0 v0.xy
dcl_texcoord0 v0.zw
mov r0, v0
mov oC0, c0
