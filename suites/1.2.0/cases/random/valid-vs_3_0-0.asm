// case: random/valid/vs_3_0/0 (validate)
// expect: valid
// case: random/assemble/vs_3_0/0 (assemble)
// expect: the tokens of valid-vs_3_0-0.bin
// origin: random seed 1 vs_3_0 #0
vs_3_0
dcl_position o0
defb b9, true
defi i12, 3, 4, 2, 0
def c24, 1.0, -0.5, 2.0, 4.8539047e17
dcl_fog5 o6.y
dcl_volume s1
dcl_position v15
dcl_normal5 o6.z
dcl_tangent13 o6.w
dcl_fog13 o6.x
dcl_psize o1
call l582
crs_sat r5.z, -c0, -c3
m3x2 r9.xy, v15.yz, c76
mov_sat r15, v15_abs
m3x2 r18.xy, r15, c53
mul_sat r22, c2.xywz, c1.xyzy
mova a0, r22.zw
setp_gt p0.yw, c0[a0.y].wwxw, v15[a0.y].wzwz
min r8.y, c8[a0.y], -c8[a0.z].zzzx
sub_sat r17.yzw, c4[a0.x], v15[a0.z].xxzy
sub r2, v15[a0.w].wxzx, v15[a0.w]_abs
if b7
    exp r9, c2.y
else
    loop aL, i12
        mul_sat r10, -c0[aL]_abs.xzw, c0[a0.z].ywzy
        m3x2 r6.xy, -v15[aL]_abs.zwz, c195
        mova a0, c4[a0.x].zxw
        lrp r27, v15[a0.w].wyxy, -v15[a0.y]_abs.zyyz, c0[a0.x]_abs
        exp r9.yw, c8[a0.x].x
        m4x4 r30, v15[a0.y], c163
        min r15, -c8[aL].xzw, c0[a0.z]
        lrp r25.xzw, c0[a0.w], c0, c0_abs.wzwy
        m4x4_sat r18, v15[a0.y]_abs, c38
        break
        break_ge -c4[a0.y]_abs.x, -c0[a0.x]_abs.y
        rep i12
            break_lt c4[a0.z].w, v15[a0.z].y
            dst r12, -c0[a0.w]_abs, -c0[a0.y]
            sub r18.xy, -v15[a0.y]_abs, r15
            expp_sat r31.xw, r18.z
            slt_sat r30.xy, c0[a0.x].ywxw, c4[a0.w]_abs
            m3x2_sat r14.xy, r12.yyyz, c139
            pow r24, c4[a0.y]_abs.w, c0[a0.z].y
            m4x4 r21, r9.yywy, c26
            setp_lt p0.xzw, -c8[a0.y]_abs.zwzx, -c0.ywzw
            call l379
            nrm_sat r27, c255.zwzy
            dp3 r9, r25.xwxw, -v15[a0.w]_abs.ywwz
            sgn r4.xz, v15[a0.x].wxyz
        endrep
    endloop
endif
mov o0, c4[a0.z]
mov o1.x, c255.x
mul o6.y, -r18_abs, -c8[a0.z]_abs.wyzy
max o6.z, -r15.yxyx, c255_abs
ret
label l582
rep i12
    abs_sat r3.y, c0.ywzx
    abs r6, c255
    min r8, -r6_abs, c1.xwyz
    slt r8.yzw, c255.zzy, c2
    nop
endrep
ret
label l379
lit_sat r25, v15[a0.x]_abs
dp3 r9, -c4[a0.y]_abs.yxwy, v15[a0.z].yxzx
ret
