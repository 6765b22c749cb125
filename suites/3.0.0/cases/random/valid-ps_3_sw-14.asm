// case: random/valid/ps_3_sw/14 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/14 (assemble)
// expect: the tokens of valid-ps_3_sw-14.bin
// origin: random seed 1 ps_3_sw #14
ps_3_sw
dcl_texcoord3 v7.y
dcl_color14 v8
dcl_2d s15
def c18, 0.5, 0.125, 1.0, 0.25
defb b60, true
dcl_binormal14 v5.xyw
defi i63, 3, 0, 1, 0
def c50, 2.0, -1.6818099e-25, 0.5, -2.0
defi i4, 1, 1, 2, 0
dcl_cube s10
dcl_tangent12 v2.x
dcl_2d s12
dcl_blendweight12_centroid v0
mul r0, c3.xxwz, v8
sincos r2.x, c8191.x
mul r16, c0, c2
add_sat r3, r16, r0
dp3 r28.y, v8.wyxw, r0_abs
texldb r1, v0, s10
sub r30, r3.xxwy, r3.wwwx
crs_pp r7.xz, r16_abs, v8
texldl_pp r24, r1, s15
cmp r9.xz, -r24.wwxy, r16.zywy, r3.wzwy
dsx r22.yz, r16
texldl r31, r3, s12
log_sat r4, r24.y
if_ge r4.z, r7_abs.z
    if !b0
        crs r8.y, c8191, c2
        m3x3_pp r10.xyz, r24.wxxy, c5925
        add r29.yw, r1, r24.zw
        texkill r1
        exp r17, c2.x
        m3x4 r9, v8.yywz, c6469
        nop
        rcp r5, r9.y
        mad r5, c8191.xyxw, r31.yxzx, r31.xxyw
        log r30, -r30_abs.w
    endif
endif
min oC0, r4, v8.yzyz
mad oC1, r4_abs.yzyw, r4.xxzw, r31.yxwz
mad oC2, c8191.xxy, c1.yywz, r30.ywx
