// case: random/valid/ps_2_x/13 (validate)
// expect: valid
// case: random/assemble/ps_2_x/13 (assemble)
// expect: the tokens of valid-ps_2_x-13.bin
// origin: random seed 1 ps_2_x #13
ps_2_x
def c4, -9.4434146e-21, -1.0, -0.5, -2.0
def c15, -0.5, -2.0, -4.01585e28, -0.5
def c21, 2.0, -1.0, -9.7748345e26, -0.0492878
defb b4, true
defi i15, 3, 4, 1, 0
defi i6, 3, 3, 1, 0
dcl v1.w
dcl v0.zw
dcl_cube s10
dcl_2d s7
max r20, c1.wxyx, c1
log_sat r3, c0.y
texkill r3
max_pp r4, c3.wwxz, -c3.ywwy
if_le -r4.y, r4.y
endif
rsq r4, -c31.y
lrp r27.xz, c3, -c3, -r4.xzw
rsq_pp r17, v0.w
m4x3_sat r7.xyz, -r4.wyyz, c17
lrp r30, r3, -c2, c2.wyw
rep i6
    exp_pp r1, -c2.x
    mad r14, c1.zy, r1, r4
    texldb_pp r14, r17, s10
    rep i15
        min r7.z, r27.zyzx, -c0.xyx
        dp4 r31, -c2.wwzw, r14
        log r7, -v1.w
        m3x4 r22, r31, c1
        nrm r22.xyz, c2.wzwx
        rcp r14.xyz, c1.y
        texldb_pp r31, r14, s7
        frc r19.xz, r22.xzyw
        if_gt r3.x, -r7.z
            m4x3 r13.xyz, r4.wwy, c1
            dp3 r29, c31.yzxw, -r1
            cmp r19, r4, r20, c2
            pow r15, r27.x, r13.z
            crs r27.xy, -c3, r19
            mov r10, -c31
            sub_sat r23.xy, -r14, r3.xyw
            rep i15
                dp4 r28, r3.ywzy, r4
                break_ne r19.w, -r29.y
                crs r21.x, -c31, -r17
                log_sat r15, r20.w
                sub_sat r6, -r31.zzyz, -r1.wyxy
                dp3_sat r20, -r3.xywz, c31
            endrep
        endif
    endrep
endrep
mov oC0, r30
mov oC1, r3
mov oDepth, c1.w
