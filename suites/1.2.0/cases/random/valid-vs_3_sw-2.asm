// case: random/valid/vs_3_sw/2 (validate)
// expect: valid
// case: random/assemble/vs_3_sw/2 (assemble)
// expect: the tokens of valid-vs_3_sw-2.bin
// origin: random seed 1 vs_3_sw #2
vs_3_sw
dcl_position o3
dcl_position v6
def c2, -3.033847e-21, 0.5, 1.0, 2.0
defi i39, 1, 1, 2, 0
dcl_blendindices3 o7.xy
dcl_color3 o11.yzw
dcl_blendweight1 v2
dcl_tangent2 o5.x
dcl_color v13
dcl_fog7 v3
dcl_texcoord2 o5.z
dcl_binormal11 o5.y
dcl_volume s1
dcl_blendindices1 o5.w
dcl_texcoord9 o7.zw
dcl_blendindices2 o11.x
dcl_psize o8
pow_sat r28, v13_abs.x, v3.z
mad r30, -c8191_abs.zwwz, c0.xyxw, v2.zxzy
pow r6, v2.w, c2.w
add r14.x, r30, -v3.wwwy
call l880
slt r27, c0.zxyx, -c8191_abs
m3x2 r12.xy, v2, c6824
if_lt v2.x, r27.w
    setp_lt p0.yw, v3, c1.yxzx
    sub r4, v13.wzyz, r27.yzyw
endif
mov o3, v3_abs.xyyz
mov o8.x, r30.w
mad o7.xy, c2.ywy, c8191.yzyw, c8191
add_sat o7.zw, -r28, r28.wxyz
mov o5.z, r27_abs
mov_sat o5.w, -v3_abs.xwyx
mad_sat o11.x, c8191.wyxy, r30, -r6_abs
ret
label l880
logp r22.yzw, c1.x
nop
log r5.xzw, v6.y
exp r0, c3.y
callnz l139, b10
m3x4 r6, v6.xyz, c4683
sub r8.xz, c1, c2
ret
label l139
log r3, -v2_abs.y
add r9.xz, r3, v6.yyxw
lit r18, c0.yzwx
ret
