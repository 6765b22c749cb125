// case: random/valid/vs_2_x/18 (validate)
// expect: valid
// case: random/assemble/vs_2_x/18 (assemble)
// expect: the tokens of valid-vs_2_x-18.bin
// origin: random seed 1 vs_2_x #18
vs_2_x
def c39, 2.0, 1.06336224e37, 4.0, -0.5
def c45, 0.25, 0.0, -2.0, -0.0025835675
defi i1, 3, 0, 1, 0
dcl_position v6
def c13, 0.5, -2.0, 2.0, 0.25
defi i9, 3, 1, 2, 0
def c21, 0.0, 4.0, -0.5, -66185978000.0
mova a0, c2
mad r10, c3.x, -c0[a0.w].yxwy, -c0[a0.z]
min r29, -c2, -c4[a0.w]
if_gt r29.x, c4[a0.x].x
    add r1, c0.zxyz, c2
else
    m3x3 r25.xyz, -r29.yzxz, c18
    slt r8.yzw, c4[a0.x].xxyx, c8[a0.y]
    m4x3 r30.xyz, -v6, c223
    nrm r29, r25
    nrm r1.xyz, -v6.ywy
    slt r23.x, c0[a0.x].zwx, -r8.zzxw
    frc r31.xz, -c255
    log r29.xz, c3.x
    slt r17, c0.ywxz, -r10.xzyx
    rep i9
        logp r3, c4[a0.w].y
        break
        abs r5.w, -c0
        mad r9, -c2.zywz, -r29.ywyz, c0[a0.w]
        sub r12, -v6, c4[a0.w]
        setp_ne p0.xy, -r30, -c3
        sub r27, c4[a0.w].yx, -c4[a0.w].zzxy
        lit r21.xz, -c0[a0.w].wxxz
        callnz l3, p0.x
        mova a0, c0[a0.y]
        log r3.yzw, r3.x
        mad r6.xyz, c255, v6.zw, r17.xzyz
    endrep
endif
add oPos, c0[a0.z], c0[a0.z].yyx
max oD0.w, -c2.zxwy, -c4[a0.w].wwyx
mad oD1.xyz, r29.yz, v6, -r29
add oT3.x, c4[a0.x].yxwx, c8[a0.w]
mad oT4, c0.wzyz, -c0.wyx, c255.zyyz
max oT7, -c3, c8[a0.z].xwz
mov oFog, -c255.y
ret
label l3
if_eq r21.z, r9.y
    crs r10.y, -c0, r25
    (p0.y) sge r1, c3.wxyz, v6
    callnz l15, p0.y
    m3x2 r12.xy, r17.wzxw, c29
    max r1, c0[a0.x], r17
endif
ret
label l15
(p0.x) dp4 r14.xzw, c0[a0.y], r3.yyx
rsq r11, r12.y
m3x4 r27, r12.xyyz, c57
mov r15, r12
ret
