// case: random/valid/ps_2_sw/10 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/10 (assemble)
// expect: the tokens of valid-ps_2_sw-10.bin
// origin: random seed 1 ps_2_sw #10
ps_2_sw
defb b50, false
dcl_volume s9
defb b29, true
defi i45, 3, 2, 2, 0
dcl t6.yw
defi i1, 2, 2, 2, 0
dcl_cube s11
def c52, 0.25, 1.0, -4767028000000.0, 0.25
dcl_centroid t7.y
dcl_2d s12
dcl v1.xzw
dcl v0.xzw
m3x2 r15.xy, c0, c0
mov r13, -c0.xyyw
texldd r23, r13, s12, c8191, v1.xzwz
max r1, r13, t6.y
if !b9
    min_pp r24, c0.yxwx, c3
    m3x4 r23, r1, c4672
    texldp r23, r23, s11
    sincos r5.y, r13.w, c8190, c8191
    m3x4 r24, r23, c2682
    dp2add r13, r24.zywx, r13.yywz, v1.w
    m3x2 r18.xy, -r1, c3354
    dp3 r4, c1.ywzx, r23.xyyz
    dsx_sat r21, r1
    sincos r13.xy, v1.z, c8190, c8191
else
    mad r9, -c3.wz, c0.xyw, -r13.wywz
    exp_sat r30, -r1.z
    dsy_sat r29, r13.yx
    m4x3_pp r24.xyz, -r23, c2595
    rep i45
        texldd r18, r9, s11, r1.wzyw, r30.xxwx
        rcp r8, -r1.x
        sub r29, c2, -r29.wwx
        sub r22, c0, r29
        texldd r12, r13, s9, r23, r13
        texldb r20, r30, s11
        m4x4 r9, -r18, c5851
        rcp_sat r12, r29.y
        texldd r25, r22, s9, c2.zxzw, c0.zwyz
        dsy r13, -r29.zzx
        nrm r27.xyz, c1
        max r23, -r13, r22.yxwx
        min r18.xyz, r25, -r23
    endrep
    frc r5, r1
    sincos r0.xy, r29.y, c8190, c8191
    texld r19, r1, s11
    m3x3 r30.xyz, r19.zywz, c2498
    sincos r30.x, -r13.w, c8190, c8191
endif
mov oC0, c0
mov oC1, r13
