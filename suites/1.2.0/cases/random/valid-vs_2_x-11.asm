// case: random/valid/vs_2_x/11 (validate)
// expect: valid
// case: random/assemble/vs_2_x/11 (assemble)
// expect: the tokens of valid-vs_2_x-11.bin
// origin: random seed 1 vs_2_x #11
vs_2_x
def c48, 0.25, 0.5, 49081418000.0, 0.25
defb b2, false
defi i4, 2, 3, 2, 0
def c4, 2.2140236e-34, 0.5, 4.0, 8.4764015e20
dcl_position v4
def c50, 0.0, 2.590741e-25, -0.5, 1.0
def c17, -2.0, 1.0, 2.0, 0.5
defb b7, false
loop aL, i4
    dp3 r30, v4, c4[aL]
    dst r22, c0[aL].yyzx, c0.zxwy
    log r27, c8[aL].z
    mad r24, c8[aL].xyxw, -r30.xzzw, -c2.wy
    mul r15, -c4[aL], c3
    mul r9, c255.zzyw, c8[aL].zzzy
endloop
expp r28, -c2.w
pow r22, c2.y, -c0.x
m4x4 r8, r28.yyzy, c98
rep i4
    if_le -c1.y, c2.y
        min r4, -v4, c3.yx
        mad r2, c1, -r22, c1
        sge r20, -c1.yyyx, -c1.xzwz
        max r17, r4.ywyw, r8.zxz
    else
        sub r17.xyw, c255.xwzx, r22
        logp r13, -v4.w
        add r22, c3, -c255
        loop aL, i4
            expp r10.w, r28.x
        endloop
    endif
endrep
add oPos, c255.zwyw, r22
